import { Type } from 'typebox';

/** Integer ids as they fit the database's int columns (larger values are 400, never a database error). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });

/** Zero-based page query shared by listings: `?page=0&size=20`. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** Spring-style page answer used by every paged listing. */
export function PageOf<T extends Parameters<typeof Type.Array>[0]>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    totalPages: Type.Integer(),
    totalElements: Type.Integer(),
    number: Type.Integer(),
    size: Type.Integer(),
  });
}

/** 304 answer to a conditional GET (If-None-Match matched the ETag): no body. */
export const NotModified = Type.Null({ description: 'Not modified: the copy the client holds (its ETag) is current' });
