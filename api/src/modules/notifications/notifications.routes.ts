import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, httpError } from '../../plugins/errors';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.repository';
import { NotificationIdParams, NotificationList, UnreadCount } from './notifications.schemas';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** A buyer's wishlist alerts (PRODUCT.md §4): list, unread count, mark read. */
export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const buyer = app.requireRole('BUYER');

  app.get(
    '/notifications',
    { preHandler: buyer, schema: { tags, security, summary: "The caller's notifications, newest first, and how many are unread (buyer)", response: { 200: NotificationList, ...errorResponses(401, 403) } } },
    async (request) => {
      const [content, unread] = await Promise.all([listNotifications(app.db, request.user.userId), unreadCount(app.db, request.user.userId)]);
      return { content, unreadCount: unread };
    },
  );

  app.get(
    '/notifications/unread-count',
    { preHandler: buyer, schema: { tags, security, summary: "How many of the caller's notifications are unread (buyer; the header bell)", response: { 200: UnreadCount, ...errorResponses(401, 403) } } },
    async (request) => ({ unreadCount: await unreadCount(app.db, request.user.userId) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      preHandler: buyer,
      schema: { tags, security, summary: 'Mark one notification read (buyer, own only)', params: NotificationIdParams, response: { 200: UnreadCount, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { userId } = request.user;
      if (!(await markRead(app.db, userId, request.params.id))) throw httpError(404, 'Notification not found.', `You have no notification ${request.params.id}.`);
      // The buyer's other tabs update their bells too.
      app.live.publish({ type: 'notifications', userIds: [userId] });
      return { unreadCount: await unreadCount(app.db, userId) };
    },
  );

  app.post(
    '/notifications/read-all',
    { preHandler: buyer, schema: { tags, security, summary: "Mark all the caller's notifications read (buyer)", response: { 200: UnreadCount, ...errorResponses(401, 403) } } },
    async (request) => {
      await markAllRead(app.db, request.user.userId);
      app.live.publish({ type: 'notifications', userIds: [request.user.userId] });
      return { unreadCount: 0 };
    },
  );
};
