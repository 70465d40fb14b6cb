import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// When an item shipped and when its buyer confirmed delivery: the seller scorecard's "shipped within 2 days" and
// "delivered" shares need the instants, not just the current status (a dispute hides whether an item was delivered).
// Items moved before this migration keep null: the scorecard counts them by status where it can.
export function orderItemMilestonesMigration(dialect: DialectName): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('order_items').addColumn('shipped_at', timestamp).execute();
    await db.schema.alterTable('order_items').addColumn('delivered_at', timestamp).execute();
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('order_items').dropColumn('delivered_at').execute();
    await db.schema.alterTable('order_items').dropColumn('shipped_at').execute();
  }

  return { up, down };
}
