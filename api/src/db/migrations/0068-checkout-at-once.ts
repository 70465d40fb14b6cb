import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// PostgreSQL places a checkout as one statement (modules/orders/checkout-at-once.ts): the key claimed, the stock
// taken and the order written together, with no BEGIN or COMMIT of their own. When that statement finds it cannot
// place the order exactly as read (a used key, stock or a price that changed since), it must write nothing: it calls
// this function, whose error (SQLSTATE SH001, a class of our own) undoes the whole statement, and the checkout goes
// step by step instead. SQLite has no writes inside WITH and never uses it.
export function checkoutAtOnceMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`create function checkout_needs_steps() returns boolean language plpgsql volatile as $$
        begin raise exception using errcode = 'SH001', message = 'this checkout goes step by step'; end $$`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') await sql`drop function checkout_needs_steps()`.execute(db);
    },
  };
}
