import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isForeignKeyViolation, isInvalidDataError, isUniqueViolation } from '../db/helpers';
import { type ErrorBody, HttpError, statusText } from '../lib/http-error';
import { validationFields } from '../lib/validation-messages';

export { ErrorSchema, HttpError, errorResponses, httpError } from '../lib/http-error';

export function notFoundBody(request: FastifyRequest): ErrorBody {
  const path = request.url.split('?')[0];
  return { error: statusText(404), message: `Route ${request.method} ${path} not found.` };
}

function toAnswer(error: FastifyError | HttpError | Error): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fields = validationFields(fastifyError.validation, fastifyError.validationContext ?? 'body');
    const messages = Object.values(fields);
    return { status: 400, body: { error: messages[0]!, message: messages.join(' '), fields } };
  }
  // A race past the repository's own checks still answers as a client error, never a 500.
  if (isUniqueViolation(error)) return { status: 409, body: { error: statusText(409), message: 'This item already exists.' } };
  if (isForeignKeyViolation(error)) {
    return { status: 409, body: { error: statusText(409), message: 'A referenced item does not exist or is still in use.' } };
  }
  if (isInvalidDataError(error)) return { status: 400, body: { error: statusText(400), message: 'A value is out of range or invalid.' } };
  // A fault, not a bug: the transaction was rolled back, so the same request (same Idempotency-Key) may be retried.
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: statusText(503), message: 'The database cannot answer right now. Please try again in a moment.' } };
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { error: statusText(status), message: error.message } };
  }
  const serverStatus = status === 503 ? 503 : 500;
  return { status: serverStatus, body: { error: statusText(serverStatus), message: 'An unexpected error occurred.' } };
}

/**
 * Central error handler: every error becomes JSON `{error, message, fields?}`, never a stack trace. A 503 (busy,
 * database away) carries Retry-After and is a warning; a 500 is a defect, logged once at error level with its reqId.
 */
export function registerErrorHandler(app: FastifyInstance, retryAfterSeconds: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toAnswer(error);
    if (status === 503) {
      // Shedding (an HttpError) can answer thousands a second: those are counted by the metrics, not logged one by one.
      if (error instanceof HttpError) request.log.debug({ status }, 'request shed');
      else request.log.warn({ err: error }, 'database unavailable: answered 503');
      reply.header('Retry-After', String(retryAfterSeconds));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ status, error: body.error }, 'request rejected');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
