import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

const SAFE_INTEGERS = sql.lit(9007199254740991);

// A product's own version: moves (to a random value, as 0058's) with every change of its row — a sale, an edit, a
// review's rating columns, a deletion — whoever writes it. A product page's answer is kept under it and its seller's
// name (products.routes.ts), so a page read costs one small primary-key read instead of the row, its seller and
// its star counts.
export function productRowVersionMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table products add column row_version bigint not null default 0`.execute(db);
      if (dialect === 'postgres') {
        await sql`create function move_product_row_version() returns trigger language plpgsql as $$
          begin
            new.row_version := floor(random() * ${SAFE_INTEGERS})::bigint;
            return new;
          end $$`.execute(db);
        await sql`create trigger products_row_version before update on products for each row execute function move_product_row_version()`.execute(db);
        return;
      }
      // SQLite cannot change NEW in a trigger: the row is updated again (recursive triggers are off, so once).
      await sql`create trigger products_row_version after update on products when new.row_version = old.row_version
        begin update products set row_version = abs(random()) % ${SAFE_INTEGERS} where id = new.id; end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger products_row_version on products`.execute(db);
        await sql`drop function move_product_row_version()`.execute(db);
      } else {
        await sql`drop trigger products_row_version`.execute(db);
      }
      await sql`alter table products drop column row_version`.execute(db);
    },
  };
}
