import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type CachedAnswer, KeptUnderVersion, sendCachedAnswer, weakEtag } from '../../lib/cached-answer';
import { IdParams, NotModified } from '../../lib/common-schemas';
import { freshRowReader } from '../../lib/fresh-rows';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { createCatalogueCache } from './catalogue-cache';
import { cleanProductInput } from './product-input';
import { productBulkRoutes } from './products-bulk.routes';
import { productsCsvRoutes } from './products-csv.routes';
import { productListRoutes } from './products-list.routes';
import { createProduct, findProductById, productDetailReads, type ProductDetailRow, type ProductDto, softDeleteProduct, toProductDetail, updateLiveProduct } from './products.repository';
import { ProductBody, ProductDetailSchema, ProductSchema } from './products.schemas';

const tags = ['products'];
const security = [{ bearerAuth: [] }];
const DELETED = 'This product has been deleted.';

function notFound(id: number) {
  return httpError(404, 'Product not found.', `No product with id ${id}.`);
}

// Every value of the row, in column order: the row is its own version (the breakdown comes in the same read).
const rowText = (row: ProductDetailRow) => Object.values(row).join('\u0000');

const DETAIL_ANSWERS_KEPT = 20_000;

export const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(productListRoutes, { cache: createCatalogueCache() });
  await app.register(productBulkRoutes);
  await app.register(productsCsvRoutes);
  // The row is read on every request (it is its own version); only its serialisation and ETag are kept, reused while
  // the row reads the same.
  const detailRow = freshRowReader(productDetailReads(app.db), (row) => row.id);
  const answers = new KeptUnderVersion<number, CachedAnswer>({ max: DETAIL_ANSWERS_KEPT });

  /** The product a seller or admin may change: 404 unknown, 403 another seller's, 409 already deleted. */
  async function changeableProduct(request: FastifyRequest, id: number): Promise<ProductDto> {
    const product = await findProductById(app.db, id);
    if (!product) throw notFound(id);
    assertSelfOrAdmin(request, product.sellerId);
    if (product.deleted) throw httpError(409, DELETED, 'A deleted product cannot be changed.');
    return product;
  }

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product, deleted ones too (deleted: true), with its star breakdown; ETag, revalidate with If-None-Match',
        params: IdParams,
        response: { 200: ProductDetailSchema, 304: NotModified, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await detailRow(id);
      if (!row) throw notFound(id);
      const answer = await answers.get(id, rowText(row), () => {
        const body = reply.serialize(toProductDetail(row)) as string;
        return { body, etag: weakEtag(body) };
      });
      return sendCachedAnswer(request, reply, answer);
    },
  );

  app.post(
    '/products',
    {
      preHandler: app.requireRole('SELLER'),
      schema: {
        tags,
        security,
        summary: 'Add a product (sellers only; the seller is the caller)',
        body: ProductBody,
        response: { 201: ProductSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // The seller always comes from the token; a different sellerId in the body is someone else's catalogue.
      if (request.body.sellerId !== undefined) assertSelfOrAdmin(request, request.body.sellerId);
      const input = cleanProductInput(request.body);
      const product = await createProduct(app.db, request.user.userId, input);
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/products/:id',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Replace a product (its seller or an admin); deleted products cannot change',
        params: IdParams,
        body: ProductBody,
        response: { 200: ProductSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.sellerId !== undefined) assertSelfOrAdmin(request, request.body.sellerId);
      await changeableProduct(request, id);
      const input = cleanProductInput(request.body);
      const updated = await updateLiveProduct(app.db, id, input, (userIds) => app.live.publish({ type: 'notifications', userIds }));
      // Deleted between the check and the update.
      if (!updated) throw httpError(409, DELETED, 'A deleted product cannot be changed.');
      return updated;
    },
  );

  app.delete(
    '/products/:id',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Soft-delete a product (its seller or an admin); it stays listed for staff with deleted: true',
        params: IdParams,
        response: { 200: ProductSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await changeableProduct(request, id);
      const deleted = await softDeleteProduct(app.db, id);
      if (!deleted) throw httpError(409, DELETED, 'The product was already deleted.');
      return deleted;
    },
  );
};
