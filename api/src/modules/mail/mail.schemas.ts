import { Type } from 'typebox';
import { MAIL_KINDS } from '../../lib/mail/kinds';
import { Id, PageOf, PageQuery } from '../../lib/common-schemas';

const Kind = Type.Enum([...MAIL_KINDS]);
const Status = Type.Enum(['QUEUED', 'SENDING', 'SENT', 'FAILED', 'SKIPPED']);

export const Preference = Type.Object({ kind: Kind, label: Type.String(), enabled: Type.Boolean() });
export const Preferences = Type.Object({ preferences: Type.Array(Preference, { description: 'Every kind the caller may turn off (security notices are never listed: they always go out)' }) });
export const PreferencesBody = Type.Object({ preferences: Type.Array(Type.Object({ kind: Kind, enabled: Type.Boolean() }), { maxItems: MAIL_KINDS.length }) });

export const UnsubscribeQuery = Type.Object({ token: Type.String({ maxLength: 200 }) });
export const UnsubscribeAnswer = Type.Object({ kind: Kind, label: Type.String(), subscribed: Type.Boolean() });

export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  subject: Type.String(),
  recipient: Type.Object({ id: Type.Integer(), username: Type.String() }),
  toEmail: Type.Union([Type.String(), Type.Null()], { description: 'The address it was sent to (null until sent)' }),
  status: Status,
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  nextAttemptAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
});
export const OutboxQuery = Type.Object({ status: Type.Optional(Status), ...PageQuery });
const countOf = Type.Integer({ minimum: 0 });
export const OutboxPage = Type.Object({
  ...PageOf(OutboxMessage).properties,
  counts: Type.Object({ QUEUED: countOf, SENDING: countOf, SENT: countOf, FAILED: countOf, SKIPPED: countOf }, { description: 'Messages by status, all of them' }),
});
export const OutboxIdParams = Type.Object({ id: Id });
