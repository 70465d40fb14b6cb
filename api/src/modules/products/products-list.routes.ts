import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { categoryFilter, searchText } from './product-input';
import { pageProducts } from './products-query.repository';
import { isSeller, listLiveCategories } from './products.repository';
import { AllProductsQuery, CategoryList, LOW_STOCK_BELOW, ProductPage, SearchQuery, SellerProductsQuery } from './products.schemas';

const tags = ['products'];
const security = [{ bearerAuth: [] }];
const DEFAULT_SIZE = 20;

/** Listings: buyer search and categories (public), the admin's all-products table, a seller's own products. */
export const productListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products/search',
    {
      schema: {
        tags,
        summary: 'Search live products: q (empty or 3+ characters) in name or description, category, sort, page',
        querystring: SearchQuery,
        response: { 200: ProductPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { q, category, excludeId, page = 0, size = DEFAULT_SIZE, sort = 'createdAt,desc' } = request.query;
      const filter = { q: searchText(q), category: categoryFilter(category), excludeId, liveOnly: true };
      return pageProducts(app.db, app.dialect, filter, { page, size, sort });
    },
  );

  app.get(
    '/products/categories',
    {
      schema: { tags, summary: 'Categories of live products, distinct and sorted', response: { 200: CategoryList } },
    },
    async () => listLiveCategories(app.db),
  );

  app.get(
    '/products',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Every product, deleted ones included, newest first (admin)',
        querystring: AllProductsQuery,
        response: { 200: ProductPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, page = 0, size = DEFAULT_SIZE } = request.query;
      return pageProducts(app.db, app.dialect, { q: searchText(q), liveOnly: false }, { page, size, sort: 'createdAt,desc' });
    },
  );

  app.get(
    '/products/my-products',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "A seller's products, deleted ones included, newest first (that seller or an admin)",
        querystring: SellerProductsQuery,
        response: { 200: ProductPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { sellerId, q, lowStock, page = 0, size = DEFAULT_SIZE } = request.query;
      assertSelfOrAdmin(request, sellerId);
      if (!(await isSeller(app.db, sellerId))) throw httpError(404, 'Seller not found.', `No seller with id ${sellerId}.`);
      // The summary's "low in stock" link lists exactly what it counts: live products with stock below 10.
      const filter = lowStock
        ? { q: searchText(q), sellerId, liveOnly: true, stockBelow: LOW_STOCK_BELOW }
        : { q: searchText(q), sellerId, liveOnly: false };
      return pageProducts(app.db, app.dialect, filter, { page, size, sort: 'createdAt,desc' });
    },
  );
};
