import type { preValidationAsyncHookHandler } from 'fastify';
import { httpError } from '../plugins/errors';

/**
 * preValidation: Ajv coerces null and false to 0 and true to 1, so a body field that must be a number
 * (a quantity of 0 empties a cart line, `true` would be a rating of 1) is refused unless sent as a number or numeric text.
 */
export function numericBodyFields(messages: Record<string, string>): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object') return;
    const fields: Record<string, string> = {};
    for (const [field, text] of Object.entries(messages)) {
      const value = (body as Record<string, unknown>)[field];
      if (value !== undefined && typeof value !== 'number' && typeof value !== 'string') fields[field] = text;
    }
    const texts = Object.values(fields);
    if (texts.length > 0) throw httpError(400, texts[0]!, texts.join(' '), fields);
  };
}

/** Messages for the id fields cart, wishlist and review bodies share. */
export const ID_FIELD_TEXTS = {
  userId: 'User id must be a whole number.',
  productId: 'Product id must be a whole number.',
};
