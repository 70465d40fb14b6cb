// The route table as the OpenAPI document describes it: every operation with its parameters and JSON body schema.
/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON here */
import type { HttpClient } from '../test/http';

export interface Operation {
  method: string;
  /** e.g. /api/orders/{orderId} */
  path: string;
  secured: boolean;
  parameters: Array<{ in: 'path' | 'query' | 'header'; name: string; required: boolean; schema: any }>;
  body: any | undefined;
  multipart: boolean;
}

export async function readOperations(http: HttpClient): Promise<Operation[]> {
  const doc = (await http.get('/api/openapi.json')).body;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: Array.isArray(op.security) && op.security.length > 0,
        parameters: (op.parameters ?? []).map((p: any) => ({ in: p.in, name: p.name, required: Boolean(p.required), schema: p.schema ?? {} })),
        body: content['application/json']?.schema,
        multipart: Boolean(content['multipart/form-data']) || (op.consumes ?? []).includes('multipart/form-data'),
      });
    }
  }
  return operations;
}

/** Path with its {params} replaced (URL-encoded). */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}

export function withQuery(path: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
