import { LruCache } from '../../lib/lru-cache';
import type { Db } from './products.repository';

/**
 * Per-app caches of what is costly to compute and changes only with the catalogue's searchable content: capped
 * search totals and the category list, both tagged with the catalogue version they were computed at (migration
 * 0005: triggers bump it on every product insert, delete, or change of name, description, category or deleted).
 * The version is read on every request (a one-row primary-key read), so a change made through any process or any
 * writer is seen by the next request: nothing is ever served stale. Since 0043 a price change and a product going
 * in or out of stock bump it too; other stock changes (every checkout) do not.
 */
export interface CatalogueCache {
  totals: LruCache<string, { version: number; total: number }>;
  categories: { version: number; list: string[] } | null;
  /** Plan statistics per search text (share of a sample that matches); only an estimate, so not version-bound. */
  textStats: LruCache<string, TextStats>;
}

export interface TextStats {
  /** Share of the newest live products (a fixed-size sample) whose name or description contains the text. */
  fraction: number;
  /** Roughly how many products there are (the highest id), to price a scan of the text index. */
  catalogueSize: number;
  measuredAt: number;
}

export function createCatalogueCache(): CatalogueCache {
  return { totals: new LruCache(10_000), categories: null, textStats: new LruCache(5_000) };
}

export async function readCatalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
