import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { PRODUCT_CHANGES_CHANNEL } from '../db/migrations/0050-product-change-notices';
import { listenOnPostgres } from '../lib/pg-listener';
import { ProductDetailCache } from '../lib/product-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product pages' answers; writers call `productChanged` after their commit (read-your-writes in this process). */
    productPages: ProductDetailCache;
  }
}

/**
 * On PostgreSQL, product pages are answered from memory while this process LISTENs to the change notices the
 * database's triggers send (migration 0050), whichever process or tool wrote the change. While the connection is
 * down, and always on SQLite (one in-process read is cheap there), each request reads the product's row.
 */
export function registerProductPages(app: FastifyInstance, config: AppConfig): void {
  const pages = new ProductDetailCache();
  app.decorate('productPages', pages);
  if (!config.databaseUrl) return;
  const listener = listenOnPostgres(config.databaseUrl, PRODUCT_CHANGES_CHANNEL, {
    message: (payload) => pages.notice(payload),
    up: () => pages.setListening(true),
    down: () => pages.setListening(false),
    report: (error) => app.log.warn({ err: error }, 'product change notices: connection error (product pages read the database meanwhile)'),
  });
  app.addHook('onClose', async () => listener.close());
}
