import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { systemRoutes } from './system/system.routes';
import { usersRoutes } from './users/users.routes';

/** The one list of route modules; app.ts registers each under /api. Add new domains here. */
export const routeModules: ReadonlyArray<{ name: string; routes: FastifyPluginAsyncTypebox }> = [
  { name: 'system', routes: systemRoutes },
  { name: 'users', routes: usersRoutes },
];
