import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cartRoutes } from './cart/cart.routes';
import { liveRoutes } from './live/live.routes';
import { mailRoutes } from './mail/mail.routes';
import { moneyRoutes } from './money/money.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { ordersRoutes } from './orders/orders.routes';
import { productsRoutes } from './products/products.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { sellersRoutes } from './sellers/sellers.routes';
import { systemRoutes } from './system/system.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';
import { wishlistRoutes } from './wishlist/wishlist.routes';

/** The one list of route modules; app.ts registers each under /api. Add new domains here. */
export const routeModules: ReadonlyArray<{ name: string; routes: FastifyPluginAsyncTypebox }> = [
  { name: 'system', routes: systemRoutes },
  { name: 'users', routes: usersRoutes },
  { name: 'products', routes: productsRoutes },
  { name: 'uploads', routes: uploadsRoutes },
  { name: 'cart', routes: cartRoutes },
  { name: 'wishlist', routes: wishlistRoutes },
  { name: 'reviews', routes: reviewsRoutes },
  { name: 'orders', routes: ordersRoutes },
  { name: 'sellers', routes: sellersRoutes },
  { name: 'notifications', routes: notificationsRoutes },
  { name: 'live', routes: liveRoutes },
  { name: 'mail', routes: mailRoutes },
  { name: 'money', routes: moneyRoutes },
];
