import { Type } from 'typebox';
import { Id } from '../../lib/common-schemas';

export const WishlistProductSchema = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer({ description: 'Same as id (older clients read either)' }),
  name: Type.String(),
  price: Type.Number({ description: 'Current price in dollars' }),
  imageUrl: Type.String(),
  stock: Type.Integer(),
  deleted: Type.Boolean({ description: 'Deleted products stay in the wishlist, shown as such' }),
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
