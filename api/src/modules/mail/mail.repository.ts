import type { Kysely } from 'kysely';
import type { Database, MailStatus } from '../../db/schema';
import { MAIL_KIND_INFO, type MailKind, optionalKindsFor } from '../../lib/mail/kinds';
import { pageAnswer, pageWindow } from '../../lib/paging';

type Db = Kysely<Database>;
type Role = 'BUYER' | 'SELLER' | 'ADMIN';

/** Every kind a user of `role` may turn off, and whether it is on for them. */
export async function preferencesOf(db: Db, userId: number, role: Role) {
  const off = new Set((await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).execute()).map((row) => row.kind));
  return optionalKindsFor(role).map((kind) => ({ kind, label: MAIL_KIND_INFO[kind].label, enabled: !off.has(kind) }));
}

/** Turns kinds on (the opt-out goes) or off (an opt-out is kept); a kind already so is left alone. */
export async function setPreferences(db: Db, userId: number, changes: Array<{ kind: MailKind; enabled: boolean }>): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const on = changes.filter((change) => change.enabled).map((change) => change.kind);
    const off = changes.filter((change) => !change.enabled).map((change) => change.kind);
    if (on.length) await trx.deleteFrom('mail_opt_outs').where('user_id', '=', userId).where('kind', 'in', on).execute();
    if (off.length) {
      await trx
        .insertInto('mail_opt_outs')
        .values(off.map((kind) => ({ user_id: userId, kind, created_at: now })))
        .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doNothing())
        .execute();
    }
  });
}

export async function isSubscribed(db: Db, userId: number, kind: MailKind): Promise<boolean> {
  return !(await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst());
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
}

/** The admins' outbox: newest first, optionally one status, with the count of every status. */
export async function outboxPage(db: Db, status: MailStatus | undefined, page: number | undefined, size: number) {
  const window = pageWindow(page, size);
  let rows = db.selectFrom('mail_outbox').innerJoin('users', 'users.id', 'mail_outbox.user_id');
  if (status) rows = rows.where('mail_outbox.status', '=', status);
  const [content, total, counts] = await Promise.all([
    rows
      .select([
        'mail_outbox.id',
        'mail_outbox.kind',
        'mail_outbox.subject',
        'mail_outbox.user_id',
        'users.username',
        'mail_outbox.to_email',
        'mail_outbox.status',
        'mail_outbox.attempts',
        'mail_outbox.last_error',
        'mail_outbox.created_at',
        'mail_outbox.next_attempt_at',
        'mail_outbox.sent_at',
      ])
      .orderBy('mail_outbox.id', 'desc')
      .limit(window.size)
      .offset(window.offset)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('mail_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
  ]);
  const answer = pageAnswer(
    content.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      recipient: { id: row.user_id, username: row.username },
      toEmail: row.to_email,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      nextAttemptAt: row.next_attempt_at,
      sentAt: row.sent_at,
    })),
    Number(total.n),
    window.number,
    window.size,
  );
  const byStatus: Record<MailStatus, number> = { QUEUED: 0, SENDING: 0, SENT: 0, FAILED: 0, SKIPPED: 0 };
  for (const row of counts) byStatus[row.status] = Number(row.n);
  return { ...answer, counts: byStatus };
}

/** A failed or skipped message queued again now, its attempts counted afresh; false when it is in another state. */
export async function retryMessage(db: Db, id: number): Promise<'retried' | 'missing' | 'not-failed'> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'QUEUED', attempts: 0, next_attempt_at: new Date().toISOString(), last_error: null })
    .where('id', '=', id)
    .where('status', 'in', ['FAILED', 'SKIPPED'])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'retried';
  return (await db.selectFrom('mail_outbox').select('id').where('id', '=', id).executeTakeFirst()) ? 'not-failed' : 'missing';
}
