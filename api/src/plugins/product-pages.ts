import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { changeStampOf } from '../db/change-stamp';
import { PRODUCT_CHANGES_CHANNEL } from '../db/migrations/0050-product-change-notices';
import { listenOnPostgres, type PgListener } from '../lib/pg-listener';
import { type ChangeKind, ProductDetailCache, SALES_NOTICE_PREFIX } from '../lib/product-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Product pages' answers; writers call `productChanged` (or `changedHere` when stock may have moved, `soldHere`
     * for a checkout's sale) after their commit: read-your-writes here.
     */
    productPages: ProductDetailCache;
  }
}

// A NOTIFY payload holds at most 8,000 bytes: ids go out in groups of this many (at most 8 characters each).
const IDS_PER_NOTICE = 500;
// Beyond this many waiting ids one '*' says it more cheaply.
const MOST_IDS_LISTED = 5_000;
const RETRY_MS = 500;

/**
 * On PostgreSQL, product pages are answered from memory while this process LISTENs to the change notices the
 * database's triggers send (migration 0050), whichever process or tool wrote the change; while the connection is
 * down each request reads the product's row. On SQLite they are answered from memory while the database's change
 * stamp (db/change-stamp.ts) reads as it did when the answer was made: any write by anyone re-reads them.
 */
export function registerProductPages(app: FastifyInstance, config: AppConfig): void {
  const pages = new ProductDetailCache();
  app.decorate('productPages', pages);
  const stamp = changeStampOf(app.db);
  if (stamp) pages.useChangeStamp(stamp);
  if (!config.databaseUrl) return;
  const report = (error: unknown) => app.log.warn({ err: error }, 'product change notices: connection error (product pages read the database meanwhile)');
  const listener = listenOnPostgres(config.databaseUrl, PRODUCT_CHANGES_CHANNEL, {
    message: (payload) => pages.notice(payload),
    up: () => pages.setListening(true),
    down: () => pages.setListening(false),
    report,
  });
  const announcer = batchedAnnouncer(listener, report);
  pages.announceChangesWith(announcer.add);
  app.addHook('onClose', async () => {
    await announcer.flushed();
    await listener.close();
  });
}

/**
 * Products sold or edited here waiting to be announced, merged into lists of ids: while one batch is on its way the
 * next ones gather, so a busy checkout costs a notice per round trip, not per sale (and no notice inside the sale's
 * own transaction). The listener sends a batch's payloads in one statement. Sales go out apart (`sold:` ids) since
 * they leave most listings as they were; a product both sold and edited is announced as changed.
 */
function batchedAnnouncer(listener: PgListener, report: (error: unknown) => void) {
  const waiting = { changed: new Set<number>(), sold: new Set<number>() };
  let sending: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;

  function send(): void {
    if (sending || waiting.changed.size + waiting.sold.size === 0) return;
    const changed = [...waiting.changed];
    const sold = [...waiting.sold].filter((id) => !waiting.changed.has(id));
    waiting.changed.clear();
    waiting.sold.clear();
    const payloads =
      changed.length + sold.length > MOST_IDS_LISTED
        ? ['*']
        : [
            ...chunks(changed, IDS_PER_NOTICE).map((group) => group.join(',')),
            ...chunks(sold, IDS_PER_NOTICE).map((group) => SALES_NOTICE_PREFIX + group.join(',')),
          ];
    sending = Promise.all(payloads.map((payload) => listener.notify(payload))).then(
        () => {
          sending = null;
          send();
        },
        (error: unknown) => {
          // Kept for the next try: another process must not go on showing the old stock.
          for (const id of changed) waiting.changed.add(id);
          for (const id of sold) waiting.sold.add(id);
          sending = null;
          report(error);
          retry = setTimeout(send, RETRY_MS);
          retry.unref();
        },
      );
  }

  return {
    add(ids: number[], kind: ChangeKind): void {
      for (const id of ids) waiting[kind].add(id);
      send();
    },
    /** Waits for what is on its way (closing: the last changes still reach the other processes). */
    async flushed(): Promise<void> {
      clearTimeout(retry);
      await sending;
    },
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
