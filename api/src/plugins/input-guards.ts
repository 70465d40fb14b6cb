import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { httpError } from '../lib/http-error';
import { ERROR_MESSAGE_KEYWORD, label } from '../lib/validation-messages';

export const CONTROL_CHARACTERS = 'Text must not contain control characters.';
export const NUL_IN_BODY = 'Text must not contain NUL characters.';

// C0 controls and DEL: never part of a search or an id; PostgreSQL refuses NUL while SQLite stores it.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

type Schema = Record<string, unknown>;
type PathStep = string | '*';

interface NumericField {
  path: PathStep[];
  message: string;
}

/** Paths of body properties that must be numbers (type number/integer, null not allowed), arrays as '*'. */
function numericFields(schema: unknown, path: PathStep[] = []): NumericField[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Schema;
  if (node.type === 'number' || node.type === 'integer') {
    // The same text Ajv gives a wrong type (lib/validation-messages.ts): the schema's own message, else by kind of number.
    const custom = node[ERROR_MESSAGE_KEYWORD];
    const field = label(String(path.filter((step) => step !== '*').at(-1) ?? 'value'));
    return [{ path, message: typeof custom === 'string' ? custom : `${field} must be ${node.type === 'integer' ? 'a whole number' : 'a number'}.` }];
  }
  if (node.type === 'array') return numericFields(node.items, [...path, '*']);
  if (node.type === 'object' && node.properties && typeof node.properties === 'object') {
    return Object.entries(node.properties as Record<string, unknown>).flatMap(([key, child]) => numericFields(child, [...path, key]));
  }
  return [];
}

/** Every value at the path, with its dotted field name (array indexes included, like the validation messages). */
function valuesAt(value: unknown, path: PathStep[], name: string[] = []): Array<[string, unknown]> {
  if (path.length === 0) return [[name.join('.'), value]];
  if (value === null || typeof value !== 'object') return [];
  const [step, ...rest] = path;
  if (step === '*') return Array.isArray(value) ? value.flatMap((item, index) => valuesAt(item, rest, [...name, String(index)])) : [];
  const record = value as Record<string, unknown>;
  return step! in record ? valuesAt(record[step!], rest, [...name, step!]) : [];
}

function refuse(fields: Record<string, string>): void {
  const texts = Object.values(fields);
  if (texts.length > 0) throw httpError(400, texts[0]!, texts.join(' '), fields);
}

/**
 * Ajv coerces null and false to 0, true to 1 and [5] to 5 (coerceTypes 'array'), which would store a price or stock
 * of 0. Before validation, a numeric body field sent as anything but a number or numeric text is refused.
 */
function strictNumbers(fields: NumericField[]): preValidationAsyncHookHandler {
  return async (request) => {
    const problems: Record<string, string> = {};
    for (const field of fields) {
      for (const [name, value] of valuesAt(request.body, field.path)) {
        if (typeof value !== 'number' && typeof value !== 'string') problems[name] = field.message;
      }
    }
    refuse(problems);
  };
}

/** Dotted names of body strings holding a NUL (keys too), at most 20 levels deep. */
function fieldsWithNul(value: unknown, name: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [name.join('.') || 'body'] : [];
  if (value === null || typeof value !== 'object' || name.length > 20) return [];
  return Object.entries(value).flatMap(([key, item]) => (key.includes('\u0000') ? ['body'] : fieldsWithNul(item, [...name, key])));
}

/** Query text with control characters, and any NUL in a JSON body, is the same 400 on SQLite and PostgreSQL. */
function textGuard(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  try {
    guardText(request);
    done();
  } catch (error) {
    done(error as Error);
  }
}

function guardText(request: FastifyRequest): void {
  // Most requests carry neither a query nor a body: nothing to look at.
  if (request.body === undefined && !request.raw.url?.includes('?')) return;
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const texts = Array.isArray(value) ? value : [value];
    if (CONTROL.test(key) || texts.some((text) => typeof text === 'string' && CONTROL.test(text))) problems[key] = CONTROL_CHARACTERS;
  }
  for (const field of fieldsWithNul(request.body)) problems[field] = NUL_IN_BODY;
  refuse(problems);
}

function withFirstHook(existing: RouteOptions['preValidation'], hook: preValidationAsyncHookHandler): RouteOptions['preValidation'] {
  const rest = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return [hook, ...rest] as RouteOptions['preValidation'];
}

/** Register before the routes: hooks and route rewrites only apply to routes added afterwards. */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', textGuard);
  app.addHook('onRoute', (route) => {
    const fields = numericFields(route.schema?.body);
    if (fields.length > 0) route.preValidation = withFirstHook(route.preValidation, strictNumbers(fields));
  });
}
