import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signStreamTicket, STREAM_TICKET_TTL_SECONDS, verifyStreamTicket } from '../../lib/stream-ticket';
import { errorResponses, httpError } from '../../plugins/errors';
import { urlForLogs } from '../../plugins/request-logger';
import { StreamGuard } from './stream-guard';
import { takeTicket } from './used-tickets';

const tags = ['live'];
const HEARTBEAT_MS = 20_000;
// Tells the browser's EventSource how long to wait before it reconnects by itself.
const RETRY_MS = 3_000;

const StreamTicket = Type.Object({
  ticket: Type.String({ description: 'Opens GET /api/events?ticket=… once within expiresInSeconds' }),
  expiresInSeconds: Type.Integer(),
});
const StreamQuery = Type.Object({ ticket: Type.String({ maxLength: 120 }) });
const TICKET_REFUSED = 'The stream ticket is invalid, used or expired; ask POST /api/events/ticket for a new one.';

/** Live bells (PRODUCT.md §4): a Server-Sent Events stream of "your count changed" pings, opened with a short ticket. */
export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A disable or a password change ends the account's open streams, as it ends its sessions.
  const guard = new StreamGuard(app);
  guard.start();
  app.addHook('onClose', async () => guard.stop());

  app.post(
    '/events/ticket',
    {
      preHandler: app.authenticate,
      schema: { tags, security: [{ bearerAuth: [] }], summary: 'A 60-second ticket that opens the caller\'s event stream (EventSource sends no Authorization header)', response: { 200: StreamTicket, ...errorResponses(401) } },
    },
    // The caller's token generation: a password change or a disable after this voids the ticket too.
    async (request) => ({ ticket: signStreamTicket(app.config.jwtSecret, request.user.userId, request.user.generation), expiresInSeconds: STREAM_TICKET_TTL_SECONDS }),
  );

  app.get(
    '/events',
    { schema: { tags, summary: 'Server-Sent Events: `notifications` (buyer) or `orders` (seller, admin) when that count changed; a ticket opens one stream once, and a disable or a password change ends it', querystring: StreamQuery, response: errorResponses(400, 401) } },
    async (request, reply) => {
      const claims = verifyStreamTicket(app.config.jwtSecret, request.query.ticket);
      if (!claims) throw httpError(401, 'Authentication required.', TICKET_REFUSED);
      // Guarded before the account is read, so a change from then on ends the stream, even before it opens.
      let revoked = false;
      let end = () => void (revoked = true);
      const release = guard.add(claims.userId, claims.generation, () => end());
      const user = await app.db.selectFrom('users').select(['id', 'role', 'disabled', 'token_generation']).where('id', '=', claims.userId).executeTakeFirst();
      const stands = user !== undefined && !user.disabled && user.token_generation === claims.generation;
      if (!stands || revoked || !(await takeTicket(app.db, claims.id, claims.expiresAt)) || revoked) {
        release();
        throw httpError(401, 'Authentication required.', TICKET_REFUSED);
      }
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
      // A hijacked request has no "request completed" line (plugins/request-logger.ts): the stream logs its own.
      request.log.info({ url: urlForLogs(request.url), userId: user.id }, 'event stream opened');
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      let open = true;
      const closed = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        release();
        request.log.info({ openMs: Math.round(reply.elapsedTime) }, 'event stream closed');
      };
      end = () => {
        closed();
        raw.end();
      };
      const unsubscribe = app.live.subscribe({
        userId: user.id,
        role: user.role,
        send: (type) => raw.write(`event: ${type}\ndata: {"type":"${type}"}\n\n`),
        end,
      });
      raw.once('close', closed);
    },
  );
};
