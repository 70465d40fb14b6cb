import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// A disabled seller's products leave the shoppers' listings (issue 29). Search reads the disabled sellers' ids on a
// miss of its answer caches (this partial index keeps that a read of the few disabled sellers, not of every user).
// PostgreSQL: enabling or disabling a seller moves listings in every process, so the trigger announces it as '*' on
// the product channel, as 0050 does for a seller's new name.
export function disabledSellersMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index users_disabled_sellers_idx on users (id) where disabled = true and role = 'SELLER'`.execute(db);
      if (dialect !== 'postgres') return;
      await sql`create trigger users_announce_seller_standing after update of disabled on users for each row
        when (old.disabled is distinct from new.disabled and new.role = 'SELLER') execute function announce_seller_renamed()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`drop trigger users_announce_seller_standing on users`.execute(db);
      await sql`drop index users_disabled_sellers_idx`.execute(db);
    },
  };
}
