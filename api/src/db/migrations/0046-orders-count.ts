import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// How many orders there are, kept by triggers so the administrator's order list answers its total with one row instead
// of counting every order on every page (a count that grows with the shop). PostgreSQL: deferred to commit, so the
// one counter row is locked only while a checkout commits, after its stock rows and any catalogue-version bump.
export function ordersCountMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  async function up(db: Kysely<unknown>): Promise<void> {
    await sql`create table orders_count (
      id integer primary key check (id = 1),
      orders bigint not null
    )`.execute(db);
    await sql`insert into orders_count (id, orders) select 1, count(*) from orders`.execute(db);
    if (pgsql) {
      await sql`create function count_orders() returns trigger language plpgsql as $$
        begin
          update orders_count set orders = orders + case when tg_op = 'INSERT' then 1 else -1 end where id = 1;
          return null;
        end $$`.execute(db);
      await sql`create constraint trigger orders_count_change after insert or delete on orders
        deferrable initially deferred for each row execute function count_orders()`.execute(db);
      return;
    }
    await sql`create trigger orders_count_insert after insert on orders begin update orders_count set orders = orders + 1 where id = 1; end`.execute(db);
    await sql`create trigger orders_count_delete after delete on orders begin update orders_count set orders = orders - 1 where id = 1; end`.execute(db);
  }
  async function down(db: Kysely<unknown>): Promise<void> {
    if (pgsql) {
      await sql`drop trigger orders_count_change on orders`.execute(db);
      await sql`drop function count_orders()`.execute(db);
    } else {
      await sql`drop trigger orders_count_insert`.execute(db);
      await sql`drop trigger orders_count_delete`.execute(db);
    }
    await sql`drop table orders_count`.execute(db);
  }
  return { up, down };
}
