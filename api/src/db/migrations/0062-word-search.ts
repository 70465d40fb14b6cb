import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// Shoppers search by words (issue 31): the trigram index (0001), which found a substring only, gives way to an index of
// whole words, unstemmed, case and accents folded, the same on both databases; stems, prefixes and typos are worked out
// from the indexed words at query time (modules/products/search/). Both keep their vocabulary readable in term order:
// SQLite through an fts5vocab table, PostgreSQL in search_terms (a word stays there when its last product goes: it
// then matches nothing, which costs nothing).
export function wordSearchMigration(dialect: DialectName): Migration {
  return dialect === 'postgres' ? postgres : sqlite;
}

/** SQLite: an FTS5 index of products' name and description, kept by triggers, filled from the table. */
async function createProductsFts(db: Kysely<unknown>, table: string, tokenize: string): Promise<void> {
  const index = sql.table(table);
  const hidden = sql.id(table);
  await sql`create virtual table ${index} using fts5(
    name, description, content='products', content_rowid='id', tokenize=${sql.lit(tokenize)})`.execute(db);
  const add = sql`insert into ${index}(rowid, name, description) values (new.id, new.name, new.description);`;
  const remove = sql`insert into ${index}(${hidden}, rowid, name, description) values ('delete', old.id, old.name, old.description);`;
  await sql`create trigger ${sql.id(`${table}_insert`)} after insert on products begin ${add} end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_delete`)} after delete on products begin ${remove} end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_update`)} after update of name, description on products begin ${remove} ${add} end`.execute(db);
  await sql`insert into ${index}(${hidden}) values ('rebuild')`.execute(db);
}

async function dropProductsFts(db: Kysely<unknown>, table: string): Promise<void> {
  for (const change of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`${table}_${change}`)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
}

const sqlite: Migration = {
  async up(db: Kysely<unknown>) {
    await dropProductsFts(db, 'products_fts');
    await createProductsFts(db, 'products_words', 'unicode61 remove_diacritics 2');
    await sql`create virtual table products_words_vocab using fts5vocab(products_words, 'row')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table products_words_vocab`.execute(db);
    await dropProductsFts(db, 'products_words');
    await createProductsFts(db, 'products_fts', 'trigram');
  },
};

const postgres: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create extension if not exists unaccent`.execute(db);
    // Words as SQLite's unicode61 tokenizer cuts them: punctuation separates (e-mail → e, mail), accents and case fold.
    await sql`create text search configuration shop_words (copy = simple)`.execute(db);
    await sql`alter text search configuration shop_words alter mapping for
      asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart, int, uint
      with unaccent, simple`.execute(db);
    await sql`create function search_words_of(text text) returns tsvector language sql immutable parallel safe as
      $$ select to_tsvector('public.shop_words', regexp_replace(text, '[[:punct:]]+', ' ', 'g')) $$`.execute(db);
    await sql`create table search_terms (term text collate "C" primary key)`.execute(db);
    await sql`alter table products add column search_words tsvector`.execute(db);
    // Name words weigh A, description words B: a search can ask for either. Only a change of the text runs it (not a sale).
    await sql`create function products_search_words() returns trigger language plpgsql as $$
      begin
        new.search_words := setweight(search_words_of(new.name), 'A') || setweight(search_words_of(new.description), 'B');
        insert into search_terms (term) select unnest(tsvector_to_array(new.search_words)) on conflict do nothing;
        return new;
      end $$`.execute(db);
    await sql`create trigger products_search_words before insert or update of name, description on products
      for each row execute function products_search_words()`.execute(db);
    // Also during bulk loads that switch triggers off (session_replication_role = replica): the words are the row's own.
    await sql`alter table products enable always trigger products_search_words`.execute(db);
    await sql`update products set search_words = setweight(search_words_of(name), 'A') || setweight(search_words_of(description), 'B')`.execute(db);
    await sql`insert into search_terms (term) select distinct unnest(tsvector_to_array(search_words)) from products on conflict do nothing`.execute(db);
    // A small pending list, as 0004 gave the trigram index: what a write adds is merged before searches slow down.
    await sql`create index products_search_words_idx on products using gin (search_words) with (gin_pending_list_limit = 64)`.execute(db);
    // Names alone (suggestions list the products a shopper's words name): GIN cannot tell weights apart.
    await sql`create index products_name_words_idx on products using gin (search_words_of(name)) with (gin_pending_list_limit = 64)`.execute(db);
    await sql`drop index products_search_trgm_idx`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`create index products_search_trgm_idx on products using gin (lower(name || ' ' || description) gin_trgm_ops)
      with (gin_pending_list_limit = 64)`.execute(db);
    await sql`drop index products_search_words_idx`.execute(db);
    await sql`drop index products_name_words_idx`.execute(db);
    await sql`drop trigger products_search_words on products`.execute(db);
    await sql`drop function products_search_words()`.execute(db);
    await sql`alter table products drop column search_words`.execute(db);
    await sql`drop table search_terms`.execute(db);
    await sql`drop function search_words_of(text)`.execute(db);
    await sql`drop text search configuration shop_words`.execute(db);
  },
};
