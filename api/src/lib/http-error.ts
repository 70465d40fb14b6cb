import { type Static, Type } from 'typebox';

/** Every error answer: `error` is the user-facing text, `fields` names invalid inputs. */
export const ErrorSchema = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { description: 'Error answer' },
);
export type ErrorBody = Static<typeof ErrorSchema>;

export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, error: string, message?: string, fields?: Record<string, string>) {
    super(message ?? error);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.error = error;
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return this.fields ? { error: this.error, message: this.message, fields: this.fields } : { error: this.error, message: this.message };
  }
}

/** `throw httpError(404, 'Product not found.')` — answered as JSON by the central error handler. */
export function httpError(status: number, error: string, message?: string, fields?: Record<string, string>): HttpError {
  return new HttpError(status, error, message, fields);
}

/** Response schemas for the error statuses a route can answer, for OpenAPI: `response: { 200: X, ...errorResponses(400, 404) }`. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorSchema]));
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid request.',
  401: 'Authentication required.',
  403: 'You do not have access to this resource.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  409: 'Conflict.',
  413: 'Request body is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests.',
  500: 'Something went wrong. Please try again.',
  503: 'Service unavailable.',
};

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? (status >= 500 ? STATUS_TEXT[500]! : STATUS_TEXT[400]!);
}
