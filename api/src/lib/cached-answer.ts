import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer kept as sent: the route schema's own serialisation and its ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
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
