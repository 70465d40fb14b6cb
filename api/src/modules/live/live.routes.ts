import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signStreamTicket, STREAM_TICKET_TTL_SECONDS, verifyStreamTicket } from '../../lib/stream-ticket';
import { errorResponses, httpError } from '../../plugins/errors';

const tags = ['live'];
const HEARTBEAT_MS = 20_000;
// Tells the browser's EventSource how long to wait before it reconnects by itself.
const RETRY_MS = 3_000;

const StreamTicket = Type.Object({
  ticket: Type.String({ description: 'Opens GET /api/events?ticket=… once within expiresInSeconds' }),
  expiresInSeconds: Type.Integer(),
});
const StreamQuery = Type.Object({ ticket: Type.String({ maxLength: 100 }) });

/** Live bells (PRODUCT.md §4): a Server-Sent Events stream of "your count changed" pings, opened with a short ticket. */
export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/events/ticket',
    {
      preHandler: app.authenticate,
      schema: { tags, security: [{ bearerAuth: [] }], summary: 'A 60-second ticket that opens the caller\'s event stream (EventSource sends no Authorization header)', response: { 200: StreamTicket, ...errorResponses(401) } },
    },
    async (request) => ({ ticket: signStreamTicket(app.config.jwtSecret, request.user.userId), expiresInSeconds: STREAM_TICKET_TTL_SECONDS }),
  );

  app.get(
    '/events',
    { schema: { tags, summary: 'Server-Sent Events: `notifications` (buyer) or `orders` (seller, admin) when that count changed', querystring: StreamQuery, response: errorResponses(400, 401) } },
    async (request, reply) => {
      const claims = verifyStreamTicket(app.config.jwtSecret, request.query.ticket);
      const user = claims && (await app.db.selectFrom('users').select(['id', 'role', 'disabled']).where('id', '=', claims.userId).executeTakeFirst());
      if (!user || user.disabled) throw httpError(401, 'Authentication required.', 'The stream ticket is invalid or has expired; ask POST /api/events/ticket for a new one.');
      // Hijacked: compression and the JSON serializer stay out of a stream that never ends.
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Request-Id': request.id,
      });
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const unsubscribe = app.live.subscribe({
        userId: user.id,
        role: user.role,
        send: (type) => raw.write(`event: ${type}\ndata: {"type":"${type}"}\n\n`),
        end: () => raw.end(),
      });
      raw.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
};
