import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Takes a ticket's id (migration 0056): true the first time, false ever after, whichever process asks. */
export async function takeTicket(db: Kysely<Database>, id: string, expiresAt: number): Promise<boolean> {
  const taken = await db
    .insertInto('used_stream_tickets')
    .values({ id, expires_at: new Date(expiresAt).toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}
