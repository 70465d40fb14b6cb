import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database, MailOutboxTable, MailStatus } from '../../db/schema';
import { MAIL_KIND_INFO, type MailKind } from './kinds';
import { renderMail } from './render';
import { contentOf } from './templates';
import { failureText, isTemporaryFailure, type MailTransport } from './transports';
import { unsubscribeToken } from './unsubscribe-token';

// Sends what the outbox holds, from any number of API processes on one database: a batch is claimed in one statement
// (PostgreSQL: rows another sender holds are skipped, `for update skip locked`), each row SENDING until its lease ends.
// A sender killed mid-send leaves its rows to be claimed again once the lease lapses: nothing is lost. Each message
// keeps one Message-ID over every attempt, so a receiving server can recognise a retry; a row is marked SENT only by the
// claim that sent it.

export interface SenderSettings {
  db: Kysely<Database>;
  dialect: DialectName;
  transport: MailTransport;
  from: string;
  /** The shop's public origin: links and the Message-ID's host. */
  origin: string;
  /** Signs the unsubscribe links (derived from JWT_SECRET). */
  secret: string;
  leaseMs: number;
  /** The first retry's wait; each next one doubles it (at most a day). */
  retryMs: number;
  maxAttempts: number;
  batchSize?: number;
}

interface ClaimedRow {
  id: number;
  kind: MailKind;
  user_id: number;
  subject: string;
  data: string;
  message_id: string;
  attempts: number;
}

const DAY_MS = 86_400_000;

/** Claims up to `size` rows due now (queued, or sending under a lapsed lease) for `claim`. */
async function claimDue(settings: SenderSettings, claim: string, size: number): Promise<ClaimedRow[]> {
  const now = new Date();
  const leaseUntil = new Date(now.getTime() + settings.leaseMs).toISOString();
  const skipLocked = settings.dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<ClaimedRow>`
    update mail_outbox set status = 'SENDING', claim = ${claim}, lease_until = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where status in ('QUEUED', 'SENDING') and next_attempt_at <= ${now.toISOString()}
        and (status = 'QUEUED' or lease_until < ${now.toISOString()})
      order by next_attempt_at, id
      limit ${size}
      ${skipLocked}
    )
    returning id, kind, user_id, subject, data, message_id, attempts`.execute(settings.db);
  return result.rows.sort((a, b) => a.id - b.id);
}

/** Records how a claimed row ended, only while this claim still holds it. */
async function finish(settings: SenderSettings, row: ClaimedRow, claim: string, values: Updateable<MailOutboxTable> & { status: MailStatus }) {
  await settings.db
    .updateTable('mail_outbox')
    .set({ lease_until: null, claim: null, ...values })
    .where('id', '=', row.id)
    .where('claim', '=', claim)
    .execute();
}

/** Whether the newest message was queued less than `ms` ago: the shop is placing orders (or the like) right now. */
export async function queuedWithin(db: Kysely<Database>, ms: number): Promise<boolean> {
  const newest = await db.selectFrom('mail_outbox').select('created_at').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return newest !== undefined && Date.now() - new Date(newest.created_at).getTime() < ms;
}

const retryDelay = (settings: SenderSettings, attempts: number) => Math.min(DAY_MS, settings.retryMs * 2 ** Math.max(0, attempts - 1));

/** Sends one claimed batch; answers how many rows it handled (0 = nothing was due). */
export async function sendDueMail(settings: SenderSettings): Promise<number> {
  const claim = randomUUID();
  const rows = await claimDue(settings, claim, settings.batchSize ?? 10);
  if (rows.length === 0) return 0;
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const users = new Map(
    (await settings.db.selectFrom('users').select(['id', 'email', 'disabled']).where('id', 'in', userIds).execute()).map((user) => [user.id, user]),
  );
  const optedOut = new Set(
    (await settings.db.selectFrom('mail_opt_outs').select(['user_id', 'kind']).where('user_id', 'in', userIds).execute()).map((row) => `${row.user_id}:${row.kind}`),
  );
  const host = new URL(settings.origin).hostname;
  for (const row of rows) {
    const user = users.get(row.user_id);
    const security = MAIL_KIND_INFO[row.kind].security;
    if (!user) {
      await finish(settings, row, claim, { status: 'FAILED', last_error: 'The recipient no longer exists.' });
      continue;
    }
    if (!security && optedOut.has(`${row.user_id}:${row.kind}`)) {
      await finish(settings, row, claim, { status: 'SKIPPED', last_error: 'The recipient turned this kind of e-mail off.' });
      continue;
    }
    if (!security && user.disabled) {
      await finish(settings, row, claim, { status: 'SKIPPED', last_error: 'The account is disabled.' });
      continue;
    }
    const unsubscribe = security ? undefined : unsubscribeToken(settings.secret, row.user_id, row.kind);
    const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
    if (unsubscribe) {
      // RFC 8058 one-click: a mail client POSTs List-Unsubscribe=One-Click to this address, no sign-in, no page.
      headers['List-Unsubscribe'] = `<${settings.origin}/api/mail/unsubscribe?token=${unsubscribe}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    try {
      // Laid out inside the try: a row whose data cannot be read fails on its own (retried, then FAILED), not the batch.
      const mail = renderMail(row.kind, contentOf(row.kind, JSON.parse(row.data)), {
        origin: settings.origin,
        preferencesUrl: security ? undefined : `${settings.origin}/email-preferences`,
        unsubscribeUrl: unsubscribe && `${settings.origin}/unsubscribe?token=${unsubscribe}`,
      });
      // The subject written with the event (a message queued before a template changed keeps its own).
      await settings.transport.send({ from: settings.from, to: user.email, ...mail, subject: row.subject, messageId: `<${row.message_id}@${host}>`, headers });
      await finish(settings, row, claim, { status: 'SENT', sent_at: new Date().toISOString(), to_email: user.email, last_error: null });
    } catch (error) {
      const reason = failureText(error);
      if (!isTemporaryFailure(error)) {
        await finish(settings, row, claim, { status: 'FAILED', last_error: reason, to_email: user.email });
      } else if (row.attempts >= settings.maxAttempts) {
        await finish(settings, row, claim, { status: 'FAILED', last_error: `Gave up after ${row.attempts} attempts: ${reason}`, to_email: user.email });
      } else {
        const next = new Date(Date.now() + retryDelay(settings, row.attempts)).toISOString();
        await finish(settings, row, claim, { status: 'QUEUED', next_attempt_at: next, last_error: reason });
      }
    }
  }
  return rows.length;
}
