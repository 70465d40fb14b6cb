import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { errorResponses, httpError } from '../../plugins/errors';
import { ClientConfigSchema, HealthSchema, ReadySchema } from './system.schemas';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { tags: ['system'], summary: 'Liveness', response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags: ['system'], summary: 'Readiness: the database answers', response: { 200: ReadySchema, ...errorResponses(503) } } },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw httpError(503, 'Service unavailable.', 'The database is not reachable.');
      }
      return { status: 'ready' as const };
    },
  );

  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Front-end settings: where to upload images', response: { 200: ClientConfigSchema } } },
    async () => ({ imageUploadUrl: app.config.imageUploadUrl, uploadPreset: app.config.uploadPreset }),
  );
};
