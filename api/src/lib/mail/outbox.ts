import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema';
import type { MailKind } from './kinds';
import { contentOf, type MailData } from './templates';

type Db = Kysely<Database> | Transaction<Database>;

/** One message to queue: its kind, its recipient (a user: the address is read when it is sent) and its facts. */
export type QueuedMail = {
  [K in MailKind]: {
    kind: K;
    userId: number;
    /** Names the event (e.g. `NEW_ORDER:12:seller-4`): the same event queues its message once, however often it runs. */
    dedupeKey: string;
    data: MailData[K];
  };
}[MailKind];

/** The outbox rows of `mails`, as queueMail writes them (the PostgreSQL checkout writes them inside its one statement). */
export function outboxRows(mails: QueuedMail[]): Array<Insertable<MailOutboxTable>> {
  const now = new Date().toISOString();
  return mails.map((mail) => ({
    kind: mail.kind,
    user_id: mail.userId,
    dedupe_key: mail.dedupeKey,
    subject: contentOf(mail.kind, mail.data as never).subject,
    data: JSON.stringify(mail.data),
    message_id: randomUUID(),
    next_attempt_at: now,
    created_at: now,
  }));
}

/**
 * Queues messages in the caller's transaction, so they exist exactly when the event does; the senders
 * (plugins/mail.ts) pick them up. A message already queued for the same event is left as it is.
 */
export async function queueMail(db: Db, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto('mail_outbox')
    .values(outboxRows(mails))
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .execute();
}
