import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// SQLite: the names' own word index, as PostgreSQL has had since 0062 (a GIN index on the name's words). Products named
// by a shopper's words (suggestions, "Best match"'s name test) were asked of products_words with a column filter
// (`{name} : …`), which FTS5 applies row by row after listing every row with the words anywhere: a word common in
// descriptions cost a read of each such row's positions. Here the names alone are indexed, with prefix indexes of 1-3
// letters, so a word being typed ("ice s") is one list rather than a merge of every word it starts.
const TABLE = 'products_name_words';

export function nameWordsMigration(dialect: DialectName): Migration {
  if (dialect === 'postgres') return { up: async () => {}, down: async () => {} };
  const index = sql.table(TABLE);
  const hidden = sql.id(TABLE);
  const trigger = (change: string) => sql.id(`${TABLE}_${change}`);
  return {
    async up(db: Kysely<unknown>) {
      // The same tokenizer as products_words (0062), so both indexes cut and fold a name into the same words.
      await sql`create virtual table ${index} using fts5(name, content='products', content_rowid='id',
        tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`.execute(db);
      const add = sql`insert into ${index}(rowid, name) values (new.id, new.name);`;
      const remove = sql`insert into ${index}(${hidden}, rowid, name) values ('delete', old.id, old.name);`;
      await sql`create trigger ${trigger('insert')} after insert on products begin ${add} end`.execute(db);
      await sql`create trigger ${trigger('delete')} after delete on products begin ${remove} end`.execute(db);
      await sql`create trigger ${trigger('update')} after update of name on products begin ${remove} ${add} end`.execute(db);
      await sql`insert into ${index}(${hidden}) values ('rebuild')`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const change of ['insert', 'delete', 'update']) await sql`drop trigger ${trigger(change)}`.execute(db);
      await sql`drop table ${index}`.execute(db);
    },
  };
}
