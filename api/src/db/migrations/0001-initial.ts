import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// The whole schema of the contract, so feature modules never need a migration of their own.
export function initialMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  const timestamp = pgsql ? sql`timestamptz` : sql`text`;
  const now = pgsql ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (column: ColumnDefinitionBuilder) =>
    pgsql ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  const createdNow = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(now);

  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', id)
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('BUYER', 'SELLER', 'ADMIN')`))
      .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('tokens_valid_after', timestamp)
      .addColumn('created_at', timestamp, createdNow)
      .execute();
    await sql`create unique index users_username_lower_uq on users (lower(username))`.execute(db);
    await sql`create unique index users_email_lower_uq on users (lower(email))`.execute(db);
    await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'id']).execute();

    await db.schema
      .createTable('products')
      .addColumn('id', 'integer', id)
      .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', timestamp, createdNow)
      .addColumn('updated_at', timestamp, createdNow)
      .execute();
    await db.schema.createIndex('products_deleted_created_idx').on('products').columns(['deleted', 'created_at']).execute();
    await db.schema.createIndex('products_category_idx').on('products').column('category').execute();
    await db.schema.createIndex('products_seller_idx').on('products').column('seller_id').execute();
    await db.schema.createIndex('products_price_idx').on('products').column('price_cents').execute();
    if (pgsql) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index products_search_trgm_idx on products
        using gin (lower(name || ' ' || description) gin_trgm_ops)`.execute(db);
    } else {
      await sql`create virtual table products_fts using fts5(
        name, description, content='products', content_rowid='id', tokenize='trigram')`.execute(db);
      await sql`create trigger products_fts_insert after insert on products begin
        insert into products_fts(rowid, name, description) values (new.id, new.name, new.description);
      end`.execute(db);
      await sql`create trigger products_fts_delete after delete on products begin
        insert into products_fts(products_fts, rowid, name, description)
          values ('delete', old.id, old.name, old.description);
      end`.execute(db);
      await sql`create trigger products_fts_update after update of name, description on products begin
        insert into products_fts(products_fts, rowid, name, description)
          values ('delete', old.id, old.name, old.description);
        insert into products_fts(rowid, name, description) values (new.id, new.name, new.description);
      end`.execute(db);
    }

    await db.schema
      .createTable('cart_items')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('added_at', timestamp, createdNow)
      .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id'])
      .execute();

    await db.schema
      .createTable('wishlist_items')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('added_at', timestamp, createdNow)
      .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', timestamp, createdNow)
      .addColumn('order_price_cents', 'integer', (c) => c.notNull())
      .addColumn('address_full_name', 'text', (c) => c.notNull())
      .addColumn('address_street', 'text', (c) => c.notNull())
      .addColumn('address_city', 'text', (c) => c.notNull())
      .addColumn('address_state_zip_country', 'text', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) =>
        c.notNull().check(sql`payment_method in ('PAYNOW', 'CREDIT_CARD', 'PAYPAL')`),
      )
      .addColumn('card_brand', 'text')
      .addColumn('card_last4', 'text')
      .addColumn('card_name', 'text')
      .addColumn('paypal_email', 'text')
      .addColumn('paynow_reference', 'text')
      .execute();
    await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('order_items')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('seller_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('PENDING')
          .check(sql`status in ('PENDING', 'SHIPPED', 'DELIVERED', 'DISPUTING', 'RESOLVED')`),
      )
      .addColumn('delivery_date', timestamp)
      .addColumn('dispute_reason', 'text')
      .addColumn('dispute_description', 'text')
      .addColumn('dispute_raised_at', timestamp)
      .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'product_id'])
      .execute();
    await db.schema.createIndex('order_items_seller_status_idx').on('order_items').columns(['seller_id', 'status']).execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'integer', id)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', timestamp, createdNow)
      .addUniqueConstraint('reviews_product_user_uq', ['product_id', 'user_id'])
      .execute();
    await db.schema.createIndex('reviews_product_created_idx').on('reviews').columns(['product_id', 'created_at']).execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, createdNow)
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('identifier_lower', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', timestamp, (c) => c.notNull())
      .execute();
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    const tables = ['login_failures', 'idempotency_keys', 'reviews', 'order_items', 'orders', 'wishlist_items', 'cart_items'];
    for (const table of tables) await db.schema.dropTable(table).execute();
    if (!pgsql) await sql`drop table products_fts`.execute(db);
    await db.schema.dropTable('products').execute();
    await db.schema.dropTable('users').execute();
  }

  return { up, down };
}
