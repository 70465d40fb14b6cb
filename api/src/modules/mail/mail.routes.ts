import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { MAIL_KIND_INFO, optionalKindsFor } from '../../lib/mail/kinds';
import { readUnsubscribeToken } from '../../lib/mail/unsubscribe-token';
import { errorResponses, httpError } from '../../plugins/errors';
import { isSubscribed, outboxPage, preferencesOf, retryMessage, setPreferences, userExists } from './mail.repository';
import { OutboxIdParams, OutboxPage, OutboxQuery, Preferences, PreferencesBody, UnsubscribeAnswer, UnsubscribeQuery } from './mail.schemas';

const tags = ['mail'];
const security = [{ bearerAuth: [] }];
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

/** E-mail preferences (each user), the signed unsubscribe link (no sign-in, RFC 8058 one-click) and the admins' outbox. */
export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form: accepted, and not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

  app.get(
    '/mail/preferences',
    { preHandler: app.authenticate, schema: { tags, security, summary: 'Which e-mails the caller receives (every kind on until turned off)', response: { 200: Preferences, ...errorResponses(401) } } },
    async (request) => ({ preferences: await preferencesOf(app.db, request.user.userId, request.user.role) }),
  );

  app.put(
    '/mail/preferences',
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: 'Turn kinds of e-mail on or off (security notices cannot be turned off)', body: PreferencesBody, response: { 200: Preferences, ...errorResponses(400, 401) } },
    },
    async (request) => {
      const { userId, role } = request.user;
      const allowed = new Set(optionalKindsFor(role));
      const refused = request.body.preferences.find((change) => !allowed.has(change.kind));
      if (refused) {
        const text = MAIL_KIND_INFO[refused.kind].security ? `${MAIL_KIND_INFO[refused.kind].label} e-mails cannot be turned off.` : `${MAIL_KIND_INFO[refused.kind].label} e-mails are not sent to your account.`;
        throw httpError(400, text, text, { preferences: text });
      }
      await setPreferences(app.db, userId, request.body.preferences);
      return { preferences: await preferencesOf(app.db, userId, role) };
    },
  );

  /** The user and kind a link names; 400 for anything forged, malformed or of a user no longer here. */
  async function linkOf(token: string) {
    const link = readUnsubscribeToken(app.config.jwtSecret, token);
    if (!link || !(await userExists(app.db, link.userId))) throw httpError(400, INVALID_UNSUBSCRIBE_LINK, INVALID_UNSUBSCRIBE_LINK, { token: INVALID_UNSUBSCRIBE_LINK });
    return link;
  }

  app.get(
    '/mail/unsubscribe',
    { schema: { tags, summary: 'What an unsubscribe link would turn off, and whether it is still on (no sign-in)', querystring: UnsubscribeQuery, response: { 200: UnsubscribeAnswer, ...errorResponses(400) } } },
    async (request) => {
      const { userId, kind } = await linkOf(request.query.token);
      return { kind, label: MAIL_KIND_INFO[kind].label, subscribed: await isSubscribed(app.db, userId, kind) };
    },
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turn off the one kind an unsubscribe link names (no sign-in; RFC 8058 one-click from a mail client, or the unsubscribe page)',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeAnswer, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { userId, kind } = await linkOf(request.query.token);
      await setPreferences(app.db, userId, [{ kind, enabled: false }]);
      return { kind, label: MAIL_KIND_INFO[kind].label, subscribed: false };
    },
  );

  const admin = app.requireRole('ADMIN');
  app.get(
    '/admin/mail',
    { preHandler: admin, schema: { tags, security, summary: 'The outbox, newest first: queued, sent, failed (admin)', querystring: OutboxQuery, response: { 200: OutboxPage, ...errorResponses(400, 401, 403) } } },
    async (request) => outboxPage(app.db, request.query.status, request.query.page, request.query.size ?? DEFAULT_PAGE_SIZE),
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Send a failed or skipped message again (admin)', params: OutboxIdParams, response: { 204: { type: 'null', description: 'Queued again' }, ...errorResponses(401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const outcome = await retryMessage(app.db, request.params.id);
      if (outcome === 'missing') throw httpError(404, 'Message not found.', `No message ${request.params.id} in the outbox.`);
      if (outcome === 'not-failed') throw httpError(409, 'Only failed or skipped messages can be sent again.', 'This message is queued, being sent or sent.');
      return reply.status(204).send(null);
    },
  );
};
