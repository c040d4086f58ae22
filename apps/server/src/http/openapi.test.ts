import { INT4_MAX, LIMITS } from '@steelyard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import {
  patternsOf,
  readOperations,
  walkSchema,
  type JsonSchema,
  type Operation,
} from '../../test/openapi.ts';

/** Numbers kept in `bigint` columns (prices, offers' amounts); every other integer is an `integer` column or less. */
const BIGINT_FIELDS = new Set(['price', 'min_price', 'max_price', 'min_offer', 'amount']);
/** Schemas with no JSON type: an uploaded file's bytes (bounded by the multipart file limit). */
const UNTYPED_FIELDS = new Set(['image.data', 'files[].data', 'proof.data']);

let ctx: TestContext;
let operations: Operation[];
beforeAll(async () => {
  ctx = await buildTestApp();
  operations = await readOperations(ctx.app);
});
afterAll(() => ctx.close());

/** What is unbounded in one field's schema, or nothing. */
function problemsOf(node: JsonSchema, field: string): string[] {
  const problems: string[] = [];
  if (node.enum !== undefined || node.const !== undefined) return problems;
  const name = field.replace(/\[\]$/, '').split('.').pop() ?? field;
  if (node.type === 'string') {
    if (node.maxLength === undefined) problems.push('a string without maxLength');
    const refusesNul = patternsOf(node).some((p) => p.startsWith('^') && !new RegExp(p).test('\u0000'));
    if (!refusesNul) problems.push('a string whose patterns do not refuse NUL');
  }
  if (node.type === 'integer' || node.type === 'number') {
    if (node.minimum === undefined) problems.push(`a ${node.type} without minimum`);
    const ceiling = BIGINT_FIELDS.has(name) ? LIMITS.priceMax : INT4_MAX;
    if (node.maximum === undefined || node.maximum > ceiling)
      problems.push(`a ${node.type} whose maximum ${node.maximum} is above ${ceiling}`);
  }
  if (node.type === 'array' && node.maxItems === undefined) problems.push('an array without maxItems');
  const composite = node.properties || node.items || node.anyOf || node.oneOf || node.allOf;
  if (node.type === undefined && !composite && !UNTYPED_FIELDS.has(field))
    problems.push('a field of any type');
  return problems;
}

describe('the OpenAPI document', () => {
  it('bounds every field of every route: strings by length and storable text, numbers by their column', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const inputs: Array<[string, JsonSchema]> = [
        ...operation.pathParams.map((p): [string, JsonSchema] => [`path ${p.name}`, p.schema]),
        ...operation.query.map((p): [string, JsonSchema] => [`query ${p.name}`, p.schema]),
        ...(operation.body ? [['body', operation.body] as [string, JsonSchema]] : []),
      ];
      for (const [where, schema] of inputs) {
        const prefix = where === 'body' ? '' : where.split(' ')[1]!;
        walkSchema(
          schema,
          (node, path, part) => {
            if (part && !node.properties) return;
            for (const problem of problemsOf(node, path))
              problems.push(`${operation.key} ${where.split(' ')[0]} ${path}: ${problem}`);
          },
          prefix,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
