import { sql } from 'kysely';
import { preparedRead } from '../../db/prepared';
import type { ProductDetailCache, ReadStart } from '../../lib/product-pages';
import type { Db } from './products.repository';

// Literal terms, as the partial index users_disabled_sellers_idx (migration 0057) names them, so it serves this read.
const disabledSellers = preparedRead((db: Db, _values: Record<string, never>) =>
  db.selectFrom('users').select('id').where(sql<boolean>`disabled = true and role = 'SELLER'`).orderBy('id'),
);

const TRUSTED_FOR_MS = 30_000;

/**
 * The sellers whose products shoppers must not see (disabled: they cannot ship), kept between searches under the
 * product pages' own trust rules: PostgreSQL while every product notice is heard and none moved listings since the
 * read began (a seller's disable or enable is announced as '*', migration 0057, and the writing process says so
 * itself), SQLite while the database's change stamp is unchanged. Otherwise read again (a few ids, one indexed read).
 */
export class HiddenSellers {
  private kept: { ids: number[]; sequence: number; stamp: string | undefined; trustedUntil: number } | undefined;

  constructor(private readonly pages: ProductDetailCache) {}

  /** The ids at `start` (the request's `readStarts`, taken before anything was read). */
  async at(db: Db, start: ReadStart): Promise<number[]> {
    const kept = this.kept;
    if (kept && this.trusted(kept, start)) return kept.ids;
    const ids = (await disabledSellers(db, {})).map((row) => row.id);
    if (this.pages.listening) {
      if (this.pages.listingUnchangedSince(start.sequence, [], false)) {
        this.kept = { ids, sequence: start.sequence, stamp: undefined, trustedUntil: Date.now() + TRUSTED_FOR_MS };
      }
    } else if (start.stamp !== undefined) {
      this.kept = { ids, sequence: -1, stamp: start.stamp, trustedUntil: 0 };
    }
    return ids;
  }

  private trusted(kept: NonNullable<HiddenSellers['kept']>, start: ReadStart): boolean {
    if (this.pages.listening) return kept.stamp === undefined && kept.trustedUntil > Date.now() && this.pages.listingUnchangedSince(kept.sequence, [], false);
    return start.stamp !== undefined && kept.stamp === start.stamp;
  }
}
