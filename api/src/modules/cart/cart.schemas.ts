import { Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';

// Stock never exceeds 1,000,000 (products validation), so no line can legally hold more.
const MAX_QUANTITY = 1000000;

export const CartItemSchema = Type.Object({
  productId: Type.Integer(),
  quantity: Type.Integer(),
  name: Type.String(),
  price: Type.Number({ description: 'Current unit price in dollars' }),
  imageUrl: Type.String(),
  stock: Type.Integer({ description: 'Units in stock now; bounds the quantity' }),
});

export const CartAnswer = Type.Object(
  { items: Type.Array(CartItemSchema, { description: 'In the order the lines were added; deleted products are left out' }) },
  { description: 'The whole cart' },
);

export const CartQuery = Type.Object({ userId: Id });

export const CartLineQuery = Type.Object({ userId: Id, productId: Id });

export const ADD_QUANTITY_TEXT = 'Quantity must be a whole number of at least 1.';
export const SET_QUANTITY_TEXT = 'Quantity must be a whole number of at least 0.';

export const AddToCartBody = Type.Object({
  userId: Id,
  productId: Id,
  quantity: Type.Integer({
    minimum: 1,
    maximum: MAX_QUANTITY,
    description: 'Added to the quantity already in the cart',
    [ERROR_MESSAGE_KEYWORD]: ADD_QUANTITY_TEXT,
  }),
});

export const SetCartQuantityBody = Type.Object({
  userId: Id,
  productId: Id,
  quantity: Type.Integer({
    minimum: 0,
    maximum: MAX_QUANTITY,
    description: 'The new total; 0 removes the line',
    [ERROR_MESSAGE_KEYWORD]: SET_QUANTITY_TEXT,
  }),
});
