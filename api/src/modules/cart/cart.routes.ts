import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { sellerPausedText } from '../../lib/seller-standing';
import { errorResponses, httpError } from '../../plugins/errors';
import { addToCart, type CartRefusal, listCart, removeFromCart, setCartQuantity } from './cart.repository';
import {
  AddToCartBody,
  CartAnswer,
  CartLineQuery,
  CartQuery,
  SetCartQuantityBody,
} from './cart.schemas';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];

/** The answer for a refused change: 404 unknown product, 409 deleted product or not enough stock. */
function refusalError(refusal: CartRefusal, productId: number) {
  switch (refusal.kind) {
    case 'not-found':
      return httpError(404, 'Product not found.', `No product with id ${productId}.`);
    case 'deleted':
      return httpError(409, `${refusal.product.name} is no longer available.`, 'A deleted product cannot be put in the cart.');
    case 'seller-paused':
      return httpError(409, sellerPausedText(refusal.product.name), "The product's seller is disabled; it can be bought again once they are enabled.");
    case 'short': {
      const { name, stock } = refusal.product;
      const text = stock > 0 ? `Only ${stock} of ${name} left in stock.` : `${name} is out of stock.`;
      return httpError(409, text, `The cart would hold ${refusal.requested}; ${stock} in stock.`, { quantity: text });
    }
  }
}

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only buyers can buy: sellers and admins are 403 even for their own id.
  const buyerOnly = app.requireRole('BUYER');
  const denied = errorResponses(400, 401, 403);

  app.get(
    '/cart',
    {
      preHandler: buyerOnly,
      schema: { tags, security, summary: "The buyer's cart", querystring: CartQuery, response: { 200: CartAnswer, ...denied } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.query.userId);
      return { items: await listCart(app.db, request.query.userId) };
    },
  );

  app.post(
    '/cart/add',
    {
      preHandler: buyerOnly,
      schema: {
        tags,
        security,
        summary: 'Add a quantity of a product to the cart (adds to an existing line); answers the whole cart',
        body: AddToCartBody,
        response: { 200: CartAnswer, ...denied, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { userId, productId, quantity } = request.body;
      assertSelfOrAdmin(request, userId);
      const refusal = await addToCart(app.db, userId, productId, quantity);
      if (refusal) throw refusalError(refusal, productId);
      return { items: await listCart(app.db, userId) };
    },
  );

  app.put(
    '/cart',
    {
      preHandler: buyerOnly,
      schema: {
        tags,
        security,
        summary: 'Set the quantity of a cart line (the new total; 0 removes it); answers the whole cart',
        body: SetCartQuantityBody,
        response: { 200: CartAnswer, ...denied, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { userId, productId, quantity } = request.body;
      assertSelfOrAdmin(request, userId);
      const refusal = await setCartQuantity(app.db, userId, productId, quantity);
      if (refusal) throw refusalError(refusal, productId);
      return { items: await listCart(app.db, userId) };
    },
  );

  app.delete(
    '/cart/remove',
    {
      preHandler: buyerOnly,
      schema: {
        tags,
        security,
        summary: 'Remove a product from the cart (no-op if absent); answers the whole cart',
        querystring: CartLineQuery,
        response: { 200: CartAnswer, ...denied, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { userId, productId } = request.query;
      assertSelfOrAdmin(request, userId);
      const refusal = await removeFromCart(app.db, userId, productId);
      if (refusal) throw refusalError(refusal, productId);
      return { items: await listCart(app.db, userId) };
    },
  );
};
