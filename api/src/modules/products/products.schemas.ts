import { Type } from 'typebox';
import { Id, PageOf, PageQuery } from '../../lib/common-schemas';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';

export const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 1_000_000;
export { LOW_STOCK_BELOW } from '../../lib/stock-rules';
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_TOO_SHORT = `Search text must be empty or at least ${MIN_SEARCH_LENGTH} characters.`;

export const SORTS = ['createdAt,desc', 'createdAt,asc', 'price,asc', 'price,desc', 'name,asc', 'rating,desc', 'relevance'] as const;
export const SORT_MESSAGE = `Sort must be one of ${SORTS.join(', ')}.`;
export const PRICE_RANGE_MESSAGE = 'Minimum price cannot be more than maximum price.';
export type ProductSort = (typeof SORTS)[number];

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number({ description: 'Dollars with at most 2 decimals' }),
  imageUrl: Type.String(),
  category: Type.String(),
  stock: Type.Integer(),
  sellerId: Type.Integer(),
  sellerName: Type.String(),
  deleted: Type.Boolean(),
  lowStock: Type.Boolean({ description: 'true when 0 < stock < 10' }),
  createdAt: Type.String({ format: 'date-time' }),
  ratingAverage: Type.Number({ description: 'Average stars of its reviews, 2 decimals; 0 without reviews' }),
  ratingCount: Type.Integer({ description: 'How many reviews' }),
});

/** One product as its own page shows it: with how its reviews spread over the stars. */
export const ProductDetailSchema = Type.Object({
  ...ProductSchema.properties,
  ratingBreakdown: Type.Array(Type.Integer(), {
    minItems: 5,
    maxItems: 5,
    description: 'How many reviews gave 5, 4, 3, 2 and 1 stars, in that order',
  }),
});

export const ProductPage = PageOf(ProductSchema);

/**
 * Only the first this many results of a buyer's search can be paged through, and its total is counted up to this
 * many (as the big search engines do, e.g. Elasticsearch's index.max_result_window), so every page costs the same
 * whatever the catalogue's size.
 */
export const MAX_RESULT_WINDOW = 10_000;
export const RESULT_WINDOW_MESSAGE = `Only the first ${MAX_RESULT_WINDOW.toLocaleString('en-US')} results can be paged through; narrow the search to see more.`;

export const SearchPage = Type.Object({
  ...PageOf(ProductSchema).properties,
  totalCapped: Type.Boolean({
    description: `true when more than totalElements (${MAX_RESULT_WINDOW}) products match: totalElements and totalPages are then lower bounds`,
  }),
  facets: Type.Optional(
    Type.Object(
      {
        categories: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer() }), { description: 'Every category the words are in, most products first; counted without the category filter' }),
        price: Type.Array(Type.Object({ min: Type.Number(), max: Type.Union([Type.Number(), Type.Null()]), count: Type.Integer() }), {
          description: 'Dollar bands [min, max) (max null: and above), counted without the price filter',
        }),
        rating: Type.Array(Type.Object({ atLeast: Type.Integer(), count: Type.Integer() }), { description: 'Products whose average is at least 4, 3, 2 and 1 stars' }),
        inStock: Type.Integer({ description: 'Products in stock, counted without the in-stock filter' }),
      },
      { description: 'Only with facets=true: each count over the search words and the other filters (exact; the storefront shows counts above 10,000 as "10,000+")' },
    ),
  ),
  didYouMean: Type.Optional(
    Type.String({ description: 'Only when nothing matched: the search text with each word the shop does not know replaced by the closest one it knows; this text finds products with the same filters' }),
  ),
});

export const MIN_SUGGEST_LENGTH = 2;
export const SUGGEST_TOO_SHORT = `Suggestions need at least ${MIN_SUGGEST_LENGTH} characters.`;

export const SuggestQuery = Type.Object({
  q: Type.String({ maxLength: 100, description: `The text typed so far (at least ${MIN_SUGGEST_LENGTH} characters); its last word may be unfinished or misspelt` }),
});

export const SuggestAnswer = Type.Object({
  suggestions: Type.Array(
    Type.Object({
      text: Type.String({ description: 'What to show; for query and category, what to search or filter by' }),
      kind: Type.Union([Type.Literal('product'), Type.Literal('category'), Type.Literal('query')], {
        description: 'query: a search completing the last word (it finds products); category: a category whose name the words find; product: one of the best matches (open it)',
      }),
      productId: Type.Optional(Type.Integer({ description: 'kind product only' })),
    }),
    { maxItems: 8 },
  ),
});

// An uploaded image's path on this server, or an absolute http(s) URL (a hosted image provider, a pasted link).
const IMAGE_URL_PATTERN = '^(https?://[^\\s/?#]+[^\\s]*|/api/uploads/[A-Za-z0-9_-]+\\.[A-Za-z0-9]+)$';

export const ProductBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  description: Type.String({ minLength: 1, maxLength: 2000 }),
  price: Type.Number({
    minimum: 0,
    maximum: MAX_PRICE,
    [ERROR_MESSAGE_KEYWORD]: 'Price must be a number from 0 to 1,000,000 with at most 2 decimals.',
  }),
  imageUrl: Type.String({
    minLength: 1,
    maxLength: 2048,
    pattern: IMAGE_URL_PATTERN,
    [ERROR_MESSAGE_KEYWORD]: 'Image URL must be an http(s) URL or an uploaded image (/api/uploads/…).',
  }),
  category: Type.String({ minLength: 1, maxLength: 50 }),
  stock: Type.Integer({
    minimum: 0,
    maximum: MAX_STOCK,
    [ERROR_MESSAGE_KEYWORD]: 'Stock must be a whole number from 0 to 1,000,000.',
  }),
  sellerId: Type.Optional(Id),
});

const SearchText = Type.String({ maxLength: 100, description: `Empty, or at least ${MIN_SEARCH_LENGTH} characters` });

const PriceBound = (which: string) =>
  Type.Number({
    minimum: 0,
    maximum: MAX_PRICE,
    description: `${which} price in dollars, inclusive`,
    [ERROR_MESSAGE_KEYWORD]: `${which} price must be a number from 0 to 1,000,000.`,
  });

export const SearchQuery = Type.Object({
  q: Type.Optional(SearchText),
  category: Type.Optional(Type.String({ maxLength: 50, description: 'Exact category; empty means all' })),
  sort: Type.Optional(Type.Enum([...SORTS], { default: 'createdAt,desc', description: 'rating,desc: best average first, then most reviewed. relevance ("Best match"): products with fewer corrected words first, then more query words in the name, then newest (without q: newest first)', [ERROR_MESSAGE_KEYWORD]: SORT_MESSAGE })),
  minPrice: Type.Optional(PriceBound('Minimum')),
  maxPrice: Type.Optional(PriceBound('Maximum')),
  inStock: Type.Optional(Type.Boolean({ description: 'true: only products with stock above 0', [ERROR_MESSAGE_KEYWORD]: 'In stock must be true or false.' })),
  minRating: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 4, description: 'Only products whose reviews average at least this many stars (1-4; unreviewed products are left out)', [ERROR_MESSAGE_KEYWORD]: 'Minimum rating must be a whole number from 1 to 4.' }),
  ),
  excludeId: Type.Optional(Id),
  facets: Type.Optional(Type.Boolean({ description: 'true: the answer carries facets, counts beside every filter', [ERROR_MESSAGE_KEYWORD]: 'Facets must be true or false.' })),
  /** Only this seller's products (their storefront page, /sellers/{id}). */
  sellerId: Type.Optional(Id),
  ...PageQuery,
});

export const AllProductsQuery = Type.Object({ q: Type.Optional(SearchText), ...PageQuery });

export const SellerProductsQuery = Type.Object({
  sellerId: Id,
  q: Type.Optional(SearchText),
  lowStock: Type.Optional(Type.Boolean({ description: 'only live products with stock below 10 (the seller summary\'s low-stock count)' })),
  ...PageQuery,
});

export const CategoryList = Type.Array(Type.String(), { description: 'Categories of live products, sorted' });
