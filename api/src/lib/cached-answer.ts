import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** An answer kept as sent: the route schema's own serialisation and its ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Keys asked for once are remembered up to this many times the answers kept. */
const ASKED_PER_KEPT = 4;

/**
 * Values kept under the version they were read under (api/README.md, "Fresh answers"): one is reused only while the
 * caller's current version is the one it was kept with; otherwise it is made again and kept in its place. The caller
 * reads the version before anything the value is made from, so a value is never tagged newer than it is.
 * A value is kept only for a key asked for before (among the last ASKED_PER_KEPT × `max` keys asked once) or kept
 * before, under another version: most keys are asked for once (a product, a page of a listing, a text being typed),
 * and keeping each of their answers until it was pushed out made the process's old memory churn, its collections long
 * and the kept hot answers go (docs/BENCHMARKS.md, 2026-11-29). Only the keys are remembered.
 */
export class KeptUnderVersion<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly kept: LRUCache<K, { version: string; value: V }>;
  private readonly askedOnce: LRUCache<K, true>;

  constructor(limits: { max: number; maxSize?: number; sizeOf?: (value: V) => number }) {
    const { max, maxSize, sizeOf } = limits;
    this.kept = new LRUCache(maxSize && sizeOf ? { max, maxSize, sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)) } : { max });
    this.askedOnce = new LRUCache({ max: max * ASKED_PER_KEPT });
  }

  async get(key: K, version: string, make: () => V | Promise<V>): Promise<V> {
    const entry = this.kept.get(key);
    if (entry?.version === version) return entry.value;
    // Kept when one was kept before (under another version) or the key was asked once.
    const keep = entry !== undefined || this.askedOnce.delete(key);
    if (!keep) this.askedOnce.set(key, true);
    const value = await make();
    if (keep) this.kept.set(key, { version, value });
    return value;
  }
}

/**
 * Signed-in pages (order lists, dashboards, the staff product tables) kept as sent, serialised by their route's
 * schema, while the versions they were read under hold. Signed-in answers are `no-store` (plugins/auth.ts): no ETag.
 */
export class KeptPages {
  private readonly pages = new KeptUnderVersion<string, string>({ max: 10_000, maxSize: 64 * 1024 * 1024, sizeOf: (body) => body.length });

  /** Sends the page kept under `key` while `versions` hold; otherwise `build`'s answer, serialised by the route's schema, kept. */
  async send(reply: FastifyReply, key: string, versions: string, build: () => Promise<unknown>) {
    const body = await this.pages.get(key, versions, async () => reply.serialize(await build()) as string);
    // Already the route schema's own serialisation: sent as is.
    return reply.type('application/json; charset=utf-8').send(body as never);
  }
}

/** A weak ETag naming these bytes. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Sends a kept answer, revalidated each time: a matching If-None-Match costs a 304 and no body. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  void reply.headers({ etag: answer.etag, 'cache-control': 'no-cache' });
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send(null);
  // Already the route schema's own serialisation (reply.serialize): sent as is.
  return reply.header('content-type', 'application/json; charset=utf-8').send(answer.body);
}
