import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// Login throttle buckets counted before the password is checked (per account + address, and per account over all
// addresses), and the addresses each account has logged in from, which a stranger's lock-out never blocks.
export function loginAttemptsMigration(dialect: DialectName): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('login_attempts')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('login_attempts_pk', ['subject', 'address'])
      .execute();
    // The sweeper deletes buckets whose window has passed.
    await sql`create index login_attempts_window_idx on login_attempts (window_started_at)`.execute(db);
    await db.schema
      .createTable('login_known_addresses')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('last_success_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('login_known_addresses_pk', ['user_id', 'address'])
      .execute();
    // Sweeps by age; 0001's idempotency_keys has no index on created_at.
    await sql`create index login_known_addresses_age_idx on login_known_addresses (last_success_at)`.execute(db);
    await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('idempotency_keys_created_idx').execute();
    await db.schema.dropTable('login_known_addresses').execute();
    await db.schema.dropTable('login_attempts').execute();
  }

  return { up, down };
}
