import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { createReview, hasReceived, listProductReviews, productExists } from './reviews.repository';
import { ALREADY_REVIEWED, CreateReviewBody, ProductParams, RECEIVED_ONLY, ReviewPageSchema, ReviewSchema, ReviewsQuery } from './reviews.schemas';
import { pageAnswer } from '../../lib/paging';

const tags = ['reviews'];

/** Reviews per page when the caller names none (PRODUCT.md §9: 5). */
const REVIEWS_PAGE_SIZE = 5;

function productNotFound(id: number) {
  return httpError(404, 'Product not found.', `No product with id ${id}.`);
}

export const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reviews/product/:id',
    {
      schema: {
        tags,
        summary: "A page of a product's reviews (public; deleted products keep theirs)",
        params: ProductParams,
        querystring: ReviewsQuery,
        response: { 200: ReviewPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const productId = request.params.id;
      const page = request.query.page ?? 0;
      const size = request.query.size ?? REVIEWS_PAGE_SIZE;
      const ascending = request.query.sort === 'dateCreated,asc';
      const found = await listProductReviews(app.db, productId, { page, size, ascending });
      if (!found) throw productNotFound(productId);
      const { content, total } = found;
      // The review page answers content, totalPages and number; the serializer leaves out the rest.
      return pageAnswer(content, total, page, size);
    },
  );

  app.post(
    '/reviews',
    {
      // Only buyers review, and only as themselves.
      preHandler: app.requireRole('BUYER'),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Review a product the buyer has received (once per product)',
        body: CreateReviewBody,
        response: { 201: ReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userId, productId, rating } = request.body;
      assertSelfOrAdmin(request, userId);
      if (!(await productExists(app.db, productId))) throw productNotFound(productId);
      if (!(await hasReceived(app.db, userId, productId))) {
        throw httpError(403, RECEIVED_ONLY, 'Only a buyer with a delivered or resolved order item of this product can review it.');
      }
      const review = await createReview(app.db, { userId, productId, rating, description: request.body.description ?? '' });
      if (review === 'duplicate') throw httpError(409, ALREADY_REVIEWED, 'Each buyer can review a product once.');
      return reply.status(201).send(review);
    },
  );
};
