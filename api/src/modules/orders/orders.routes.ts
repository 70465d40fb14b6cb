import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { escalateOverdue } from '../../plugins/sweeper';
import { errorResponses, httpError } from '../../plugins/errors';
import { checkoutRoutes } from './checkout.routes';
import { dashboardRoutes } from './dashboard.routes';
import { disputesRoutes } from './disputes.routes';
import { orderItemsExportRoutes } from './order-items-export.routes';
import { orderStatusRoutes } from './order-status.routes';
import {
  findOrder,
  findOrderProbingEscalation,
  findUserRole,
  FULL_VIEW,
  listAllOrders,
  listBuyerOrders,
  listSellerOrders,
  type OrderAccess,
  type OrderView,
} from './orders.repository';
import { AllOrdersQuery, OrderIdParams, OrderPage, OrderQuery, OrderSchema, SellerOrdersQuery, UserIdParams } from './orders.schemas';
import { summaryRoutes } from './summary.routes';
import { KeptPages } from '../../lib/cached-answer';
import { orderListVersions } from './orders-cache';
import { DEFAULT_PAGE_SIZE, pageAnswer, pageWindow } from '../../lib/paging';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

const orderNotFound = (orderId: number) => httpError(404, 'Order not found.', `No order with id ${orderId}.`);
const forbidden = (message: string) => httpError(403, 'You do not have access to this resource.', message);

/**
 * What the request asks may be refused before any order is read (403 whether or not the order exists): a seller
 * looks through their own sellerId, and only an admin names another seller's.
 */
function assertMayAsk(request: FastifyRequest, sellerId: number | undefined): void {
  if (sellerId !== undefined) assertSelfOrAdmin(request, sellerId);
  else if (request.user.role === 'SELLER') throw forbidden('Sellers see an order with their own sellerId.');
}

/**
 * Which view of an order the caller may see: buyer own / seller own items (with sellerId) / admin all. An order that
 * is not the caller's answers exactly as one that does not exist, so order ids cannot be enumerated.
 */
function viewFor(access: OrderAccess, request: FastifyRequest, orderId: number, sellerId: number | undefined): OrderView {
  const user = request.user;
  if (sellerId !== undefined) {
    if (access.sellerIds.includes(sellerId)) return { kind: 'seller', sellerId };
    if (user.role === 'ADMIN') throw httpError(404, 'Order not found.', `Order ${orderId} has no items of seller ${sellerId}.`);
    throw orderNotFound(orderId);
  }
  if (user.role === 'ADMIN') return FULL_VIEW;
  if (access.userId !== user.userId) throw orderNotFound(orderId);
  return FULL_VIEW;
}

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Order lists as sent, kept while their owner's order, review and user counters read the same (orders-cache.ts).
  const pages = new KeptPages();
  await app.register(checkoutRoutes);
  await app.register(orderStatusRoutes);
  await app.register(summaryRoutes);
  await app.register(dashboardRoutes);
  await app.register(disputesRoutes);
  await app.register(orderItemsExportRoutes);

  app.get(
    '/orders/:orderId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One order: the buyer's own, a seller's own items (with sellerId = self), or any (admin); another's answers 404 as an unknown one",
        params: OrderIdParams,
        querystring: OrderQuery,
        response: { 200: OrderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      assertMayAsk(request, request.query.sellerId);
      const view = (access: OrderAccess) => viewFor(access, request, orderId, request.query.sellerId);
      const probed = await findOrderProbingEscalation(app.db, orderId, view, new Date().toISOString());
      let order = probed.order;
      // Lazily, so a deadline that passed since the last sweep already shows as escalated: escalated, read again.
      if (probed.overdue) {
        await escalateOverdue(app);
        order = await findOrder(app.db, orderId, view);
      }
      if (!order) throw orderNotFound(orderId);
      return order;
    },
  );

  app.get(
    '/orders/user/:userId',
    {
      preHandler: app.requireRole('BUYER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "A buyer's orders, newest first (the buyer's own, or any for an admin)",
        params: UserIdParams,
        response: { 200: Type.Array(OrderSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      assertSelfOrAdmin(request, userId);
      // The caller's own account exists (it just signed the request); only an admin's look-up may name an unknown one.
      if (userId !== request.user.userId && (await findUserRole(app.db, userId)) === null) throw httpError(404, 'User not found.', `No user with id ${userId}.`);
      const owner = `buyer:${userId}`;
      return pages.send(reply, owner, await orderListVersions(app, owner), () => listBuyerOrders(app.db, userId));
    },
  );

  app.get(
    '/orders',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'A page of all orders, newest first (admin)',
        querystring: AllOrdersQuery,
        response: { 200: OrderPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { number, size, offset } = pageWindow(request.query.page, request.query.size ?? DEFAULT_PAGE_SIZE);
      return pages.send(reply, `all|${number}|${size}`, await orderListVersions(app, 'all'), async () => {
        const { content, total } = await listAllOrders(app.db, { limit: size, offset });
        return pageAnswer(content, total, number, size);
      });
    },
  );

  app.get(
    '/orders/seller',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "A page of the orders holding a seller's items, each with only those items (seller own, admin any)",
        querystring: SellerOrdersQuery,
        response: { 200: OrderPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { sellerId, itemStatus } = request.query;
      assertSelfOrAdmin(request, sellerId);
      // A seller asking for their own orders is one (their role was read with the token); an admin's look-up is checked.
      const isSelf = sellerId === request.user.userId && request.user.role === 'SELLER';
      if (!isSelf && (await findUserRole(app.db, sellerId)) !== 'SELLER') throw httpError(404, 'Seller not found.', `No seller with id ${sellerId}.`);
      const { number, size, offset } = pageWindow(request.query.page, request.query.size ?? DEFAULT_PAGE_SIZE);
      const owner = `seller:${sellerId}`;
      return pages.send(reply, `${owner}|${itemStatus ?? ''}|${number}|${size}`, await orderListVersions(app, owner), async () => {
        const { content, total } = await listSellerOrders(app.db, sellerId, itemStatus, { limit: size, offset });
        return pageAnswer(content, total, number, size);
      });
    },
  );
};
