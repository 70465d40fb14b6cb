import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, isInvalidDataError, isUniqueViolation } from '../db/helpers';
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
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { error: statusText(status), message: error.message } };
  }
  const serverStatus = status === 503 ? 503 : 500;
  return { status: serverStatus, body: { error: statusText(serverStatus), message: 'An unexpected error occurred.' } };
}

/** Central error handler: every error becomes JSON `{error, message, fields?}`, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toAnswer(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ status, error: body.error }, 'request rejected');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
