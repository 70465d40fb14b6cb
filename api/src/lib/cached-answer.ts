import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** An answer kept as sent: the route schema's own serialisation and its ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/**
 * Values kept under the version they were read under (api/README.md, "Fresh answers"): one is reused only while the
 * caller's current version is the one it was kept with; otherwise it is made again and kept in its place. The caller
 * reads the version before anything the value is made from, so a value is never tagged newer than it is.
 */
export class KeptUnderVersion<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly kept: LRUCache<K, { version: string; value: V }>;

  constructor(limits: { max: number; maxSize?: number; sizeOf?: (value: V) => number }) {
    const { max, maxSize, sizeOf } = limits;
    this.kept = new LRUCache(maxSize && sizeOf ? { max, maxSize, sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)) } : { max });
  }

  async get(key: K, version: string, make: () => V | Promise<V>): Promise<V> {
    const entry = this.kept.get(key);
    if (entry?.version === version) return entry.value;
    const value = await make();
    this.kept.set(key, { version, value });
    return value;
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
