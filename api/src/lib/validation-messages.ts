import type { FastifySchemaValidationError } from 'fastify';

/** Schema keyword a route can set on a property to replace the generated message, e.g. for a pattern. */
export const ERROR_MESSAGE_KEYWORD = 'x-error-message';

interface AjvError extends FastifySchemaValidationError {
  parentSchema?: Record<string, unknown>;
}

/** `items.0.unitPrice` → 'Unit price': the last step of a dotted field name, in words. */
export function label(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldName(error: AjvError, context: string): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '');
    return path ? `${path}.${missing}` : missing;
  }
  return path || context;
}

function describe(error: AjvError, field: string): string {
  const name = label(field);
  const params = error.params as Record<string, unknown>;
  const custom = error.parentSchema?.[ERROR_MESSAGE_KEYWORD];
  if (error.keyword === 'required') return `${name} is required.`;
  if (typeof custom === 'string') return custom;
  switch (error.keyword) {
    case 'minLength':
      return params.limit === 1 ? `${name} is required.` : `${name} must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `${name} must be at most ${params.limit} characters.`;
    case 'pattern':
      return `${name} has an invalid format.`;
    case 'format':
      return params.format === 'email' ? `${name} must be a valid email address.` : `${name} must be a valid ${params.format}.`;
    case 'enum':
      return `${name} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `${name} must be ${String(params.allowedValue)}.`;
    case 'type':
      return params.type === 'integer' ? `${name} must be a whole number.` : `${name} must be a ${params.type}.`;
    case 'minimum':
      return `${name} must be at least ${params.limit}.`;
    case 'maximum':
      return `${name} must be at most ${params.limit}.`;
    case 'exclusiveMinimum':
      return `${name} must be greater than ${params.limit}.`;
    case 'minItems':
      return `${name} must have at least ${params.limit} item(s).`;
    case 'maxItems':
      return `${name} must have at most ${params.limit} item(s).`;
    case 'additionalProperties':
      return `${label(String(params.additionalProperty))} is not allowed.`;
    default:
      return `${name} ${error.message ?? 'is invalid'}.`;
  }
}

/** Turns Ajv errors into `{ field: message }`, first message per field wins. */
export function validationFields(errors: FastifySchemaValidationError[], context: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors as AjvError[]) {
    // anyOf/oneOf only repeat what their branches said.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldName(error, context);
    fields[field] ??= describe(error, field);
  }
  if (Object.keys(fields).length === 0) fields[context] = `${label(context)} is invalid.`;
  return fields;
}
