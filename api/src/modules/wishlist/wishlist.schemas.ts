import { Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';

export const WishlistProductSchema = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer({ description: 'Same as id (older clients read either)' }),
  name: Type.String(),
  price: Type.Number({ description: 'Current price in dollars' }),
  imageUrl: Type.String(),
  stock: Type.Integer(),
  deleted: Type.Boolean({ description: 'Deleted products stay in the wishlist, shown as such' }),
  ratingAverage: Type.Number({ description: 'Average stars of its reviews, 2 decimals; 0 without reviews' }),
  ratingCount: Type.Integer({ description: 'How many reviews' }),
});

export const WishlistItemSchema = Type.Object({
  productId: Type.Integer(),
  product: WishlistProductSchema,
});

export const WishlistAnswer = Type.Object(
  { items: Type.Array(WishlistItemSchema, { description: 'Newest first' }) },
  { description: 'The whole wishlist' },
);

export const WishlistQuery = Type.Object({ userId: Id });

export const ProductIdParams = Type.Object({ productId: Id });

export const AddToWishlistBody = Type.Object({ userId: Id, productId: Id });

/** At most one results page of ids (the catalogue's largest page size). */
export const MAX_SAVED_QUERY_IDS = 100;
export const SAVED_IDS_MESSAGE = `Product ids must be 1 to ${MAX_SAVED_QUERY_IDS} whole numbers separated by commas.`;

export const SavedQuery = Type.Object({
  userId: Id,
  productIds: Type.String({
    pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_SAVED_QUERY_IDS - 1}}$`,
    description: 'Comma-separated product ids, e.g. the products on one page',
    [ERROR_MESSAGE_KEYWORD]: SAVED_IDS_MESSAGE,
  }),
});

export const SavedAnswer = Type.Object(
  { productIds: Type.Array(Type.Integer(), { description: 'Ascending' }) },
  { description: 'The asked-for products that are in the wishlist' },
);
