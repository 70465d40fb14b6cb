import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { addToWishlist, listWishlist, removeFromWishlist, savedAmong, type WishlistRefusal } from './wishlist.repository';
import { AddToWishlistBody, ProductIdParams, SAVED_IDS_MESSAGE, SavedAnswer, SavedQuery, WishlistAnswer, WishlistQuery } from './wishlist.schemas';

export const ALREADY_IN_WISHLIST = 'Item already in wishlist.';

const tags = ['wishlist'];
const security = [{ bearerAuth: [] }];

function refusalError(refusal: WishlistRefusal, productId: number) {
  switch (refusal.kind) {
    case 'not-found':
      return httpError(404, 'Product not found.', `No product with id ${productId}.`);
    case 'deleted':
      return httpError(409, `${refusal.name} is no longer available.`, 'A deleted product cannot be added to the wishlist.');
    case 'duplicate':
      return httpError(409, ALREADY_IN_WISHLIST, 'This product is already in the wishlist.');
  }
}

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A wishlist is a buyer's: sellers and admins are 403 even for their own id.
  const buyerOnly = app.requireRole('BUYER');
  const denied = errorResponses(400, 401, 403);

  app.get(
    '/wishlist/getWishlist',
    {
      preHandler: buyerOnly,
      schema: { tags, security, summary: "The buyer's wishlist, newest first", querystring: WishlistQuery, response: { 200: WishlistAnswer, ...denied } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.query.userId);
      return { items: await listWishlist(app.db, request.query.userId) };
    },
  );

  app.get(
    '/wishlist/saved',
    {
      preHandler: buyerOnly,
      schema: {
        tags,
        security,
        summary: 'Which of the given products are in the wishlist (one call per page of cards, so public lists stay cacheable)',
        querystring: SavedQuery,
        response: { 200: SavedAnswer, ...denied },
      },
    },
    async (request) => {
      const { userId, productIds } = request.query;
      assertSelfOrAdmin(request, userId);
      const ids = [...new Set(productIds.split(',').map(Number))];
      if (ids.some((id) => id > 2147483647)) throw httpError(400, SAVED_IDS_MESSAGE, SAVED_IDS_MESSAGE, { productIds: SAVED_IDS_MESSAGE });
      return { productIds: await savedAmong(app.db, userId, ids) };
    },
  );

  app.post(
    '/wishlist/add',
    {
      preHandler: buyerOnly,
      schema: {
        tags,
        security,
        summary: 'Add a product to the wishlist; answers the whole wishlist',
        body: AddToWishlistBody,
        response: { 201: WishlistAnswer, ...denied, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const { userId, productId } = request.body;
      assertSelfOrAdmin(request, userId);
      const refusal = await addToWishlist(app.db, userId, productId);
      if (refusal) throw refusalError(refusal, productId);
      return reply.status(201).send({ items: await listWishlist(app.db, userId) });
    },
  );

  app.delete(
    '/wishlist/items/:productId',
    {
      preHandler: buyerOnly,
      schema: {
        tags,
        security,
        summary: 'Remove a product from the wishlist (no-op if absent); answers the whole wishlist',
        params: ProductIdParams,
        querystring: WishlistQuery,
        response: { 200: WishlistAnswer, ...denied, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { userId } = request.query;
      assertSelfOrAdmin(request, userId);
      const refusal = await removeFromWishlist(app.db, userId, request.params.productId);
      if (refusal) throw refusalError(refusal, request.params.productId);
      return { items: await listWishlist(app.db, userId) };
    },
  );
};
