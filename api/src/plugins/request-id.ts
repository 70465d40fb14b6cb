import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a caller (or a proxy in front of us) may choose as an id: short and harmless in logs and headers.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is sane, else a fresh UUID, so one id follows a request across proxies and processes. */
export function requestIdFor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? undefined : header;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Fastify options: the id becomes request.id, which every log line of the request carries as `reqId` (Fastify's label). */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  // Off: Fastify would take any header value as is; genReqId checks it first.
  requestIdHeader: false,
  genReqId: (request) => requestIdFor(request.headers[REQUEST_ID_HEADER]),
};

/** Every answer (errors and 404s included) names its request id. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
