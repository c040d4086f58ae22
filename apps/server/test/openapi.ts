import type { App } from '../src/app.ts';

/** The part of JSON Schema the OpenAPI document of the routes uses. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  maxItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

/** One route of the OpenAPI document, read from its request side only. */
export interface Operation {
  /** 'PATCH /api/products/{id}' */
  key: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route `/api/docs` documents, in its order. */
export async function readOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  const doc = response.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const parameters = op.parameters ?? [];
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

/**
 * Calls `visit` on every schema inside `schema` (itself included) with its field path. The members
 * of an `allOf` are further constraints on the same value (`part`), not values of their own.
 */
export function walkSchema(
  schema: JsonSchema,
  visit: (node: JsonSchema, path: string, part: boolean) => void,
  path = '',
  part = false,
): void {
  visit(schema, path, part);
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    walkSchema(child, visit, path ? `${path}.${name}` : name);
  if (schema.items) walkSchema(schema.items, visit, `${path}[]`);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walkSchema(child, visit, path);
  for (const child of schema.allOf ?? []) walkSchema(child, visit, path, true);
}

/** The patterns a string schema must match (its own and those of an `allOf`). */
export function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(
    (p): p is string => p !== undefined,
  );
}
