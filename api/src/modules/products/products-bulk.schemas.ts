import { Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { MAX_PRICE, MAX_STOCK } from './products.schemas';

/** Products one bulk change may touch. */
export const MAX_BULK_PRODUCTS = 10_000;
export const ONE_CHANGE = 'Choose one change: a price, a price change in percent, a stock, a category, or delete.';
export const ONE_SELECTION = 'Choose the products by ids or by a filter, not both.';
export const TOO_MANY = `At most ${MAX_BULK_PRODUCTS.toLocaleString('en-US')} products can be changed at once.`;

export const BulkBody = Type.Object({
  ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_PRODUCTS, description: 'The chosen products' })),
  filter: Type.Optional(
    Type.Object({
      q: Type.Optional(Type.String({ maxLength: 100, description: 'Words, as the products table searches them' })),
      lowStock: Type.Optional(Type.Boolean({ description: 'Only live products with stock below 10' })),
      sellerId: Type.Optional({ ...Id, description: "A seller's products (a seller: only themself, the default)" }),
    }, { description: 'Every product matching it (instead of ids)' }),
  ),
  price: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_PRICE, description: 'The new price in dollars' })),
  pricePercent: Type.Optional(Type.Number({ minimum: -100, maximum: 1000, description: 'Change each price by this many percent (rounded to the cent)' })),
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STOCK })),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  delete: Type.Optional(Type.Literal(true, { description: 'Soft-delete them' })),
});

export const BulkResult = Type.Object({
  matched: Type.Integer({ description: 'Products chosen' }),
  changed: Type.Integer(),
  unchanged: Type.Integer({ description: 'Already as asked' }),
  skipped: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), reason: Type.String() }), { description: 'Chosen but left as they were, and why' }),
});
