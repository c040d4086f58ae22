import type { createRandom } from '../src/db/seed/demo/photos.ts';
import type { JsonSchema, Operation } from './openapi.ts';
import type { Call } from './world.ts';

/*
 * Bad input generated from a route's request schema in the OpenAPI document: for every body field
 * and query parameter the audit's six classes (NUL, a lone surrogate, ids past a PostgreSQL
 * integer, null, a missing field, a megabyte) and the usual suspects (wrong types, arrays for
 * scalars, negative and huge numbers), whole bodies that are not what the route takes (null, an
 * array, malformed JSON and multipart, a wrong content type), and odd path ids. Seeded, and a
 * fixed number of cases per route, so every run sends the same requests.
 */

/** A seeded generator (the demo seed's mulberry32): the same seed, the same cases everywhere. */
export type Random = ReturnType<typeof createRandom>;

export interface FuzzCase {
  label: string;
  /** Path parameters, already encoded for the URL (some on purpose not valid UTF-8). */
  params: Record<string, string>;
  /** The query string, encoded. */
  query: string;
  /** The body as sent, and its content type; none for a GET. */
  body?: { payload: string | Buffer; contentType: string };
  /** A body sent as multipart fields instead (the agent encodes it). */
  multipart?: Record<string, unknown>;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);
const ABSENT = Symbol('absent');
type Mutation = [label: string, value: unknown];

/** What every field gets, whatever its type: the audit's classes. */
const MUST: Mutation[] = [
  ['missing', ABSENT],
  ['null', null],
  ['NUL inside', 'ab\u0000cd'],
  ['a lone surrogate', 'ab\ud800cd'],
  ['a megabyte', MEGABYTE],
  ['2^31 (past an integer column)', 2 ** 31],
];
/** What a field may get besides, picked by the seed. */
const MAY: Mutation[] = [
  ['empty string', ''],
  ['a word for a number', 'abc'],
  ['-1', -1],
  ['0', 0],
  ['0.5', 0.5],
  ['2^53 + 2', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['"1e400"', '1e400'],
  ['true', true],
  ['an object', { a: { b: [1, 'x'] } }],
  ['an empty array', []],
  ['an array of two', ['7', '8']],
  ['nested arrays', [[[['x']]]]],
  ['1000 items', Array.from({ length: 1000 }, (_, i) => i)],
  ['full-width digits', '１２３'],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "' OR 1=1 --"],
  ['emoji', '🛠️🔩'],
  ['300 characters', 'y'.repeat(300)],
  ['a negative id string', '-5'],
  ['spaces', '   '],
];
/** Query values, already URL-encoded (a query cannot carry a megabyte; 16 KiB stands in). */
const QUERY_MUST: Array<[string, string]> = [
  ['NUL inside', 'ab%00cd'],
  ['a lone surrogate (CESU-8)', 'ab%ED%A0%80cd'],
  ['2^31 (past an integer column)', '2147483648'],
  ['16 KiB', 'q'.repeat(16 * 1024)],
  ['repeated (an array)', '1&{name}=2'],
  ['empty', ''],
];
const QUERY_MAY: Array<[string, string]> = [
  ['-1', '-1'],
  ['1e308', '1e308'],
  ['a word', 'abc'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['2^53 + 2', '9007199254740994'],
  ['0.5', '0.5'],
  ['brackets', '%5B%5D'],
  ['markup', '%3Cscript%3E'],
];
const PATH_IDS: Array<[string, string]> = [
  ['0', '0'],
  ['-1', '-1'],
  ['2^31', '2147483648'],
  ['2^53 + 2', '9007199254740994'],
  ['a word', 'abc'],
  ['1e3', '1e3'],
  ['1.5', '1.5'],
  ['NUL', '%00'],
  ['broken UTF-8', '%F0%9F'],
  ['400 digits', '9'.repeat(400)],
];

/** The top-level fields of a body schema (an intersection or a union: all of its members'). */
function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const members = [schema, ...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const nested = [...(schema.allOf ?? []), ...(schema.oneOf ?? [])].flatMap((m) => [
    ...(m.oneOf ?? []),
    ...(m.allOf ?? []),
  ]);
  return [...new Set([...members, ...nested].flatMap((m) => Object.keys(m.properties ?? {})))];
}

const encode = (value: unknown) => {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return 'x';
  }
};
const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([name, value]) => `${encode(name)}=${value.replaceAll('{name}', encode(name))}`)
    .join('&');
const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });

function withField(base: Record<string, unknown>, field: string, value: unknown) {
  const body = { ...base };
  if (value === ABSENT) delete body[field];
  else body[field] = value;
  return body;
}

/** A deterministic shuffle (Fisher–Yates with the seeded generator). */
function shuffle<T>(items: T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Exactly `count` cases for one route from its valid call `base`: every required case first
 * (whole bodies, the audit's classes on each field and query parameter, odd path ids), then
 * seeded picks of the other mutations and of several fields mutated at once.
 */
export function fuzzCases(operation: Operation, base: Call, random: Random, count: number): FuzzCase[] {
  const params = Object.fromEntries(
    operation.pathParams.map((p) => [p.name, encode(base.params?.[p.name] ?? '1')]),
  );
  const baseQuery = Object.fromEntries(Object.entries(base.query ?? {}).map(([k, v]) => [k, encode(v)]));
  const baseBody = base.multipart ? {} : (base.body ?? {});
  const hasBody = operation.method !== 'GET';
  const call = (label: string, parts: Partial<FuzzCase>): FuzzCase => ({
    label,
    params,
    query: queryString(baseQuery),
    ...(hasBody ? { body: json(baseBody) } : {}),
    ...parts,
  });

  const required: FuzzCase[] = [];
  const optional: FuzzCase[] = [];
  if (hasBody) {
    const boundary = '----fuzz';
    const multipart = `multipart/form-data; boundary=${boundary}`;
    required.push(
      call('body: null', { body: json(null) }),
      call('body: an array', { body: json([baseBody]) }),
      call('body: a string', { body: json('text') }),
      call('body: a number', { body: json(7) }),
      call('body: empty JSON', { body: { payload: '', contentType: 'application/json' } }),
      call('body: malformed JSON', { body: { payload: '{"a":', contentType: 'application/json' } }),
      call('body: JSON 500 levels deep', {
        body: { payload: `${'['.repeat(500)}${']'.repeat(500)}`, contentType: 'application/json' },
      }),
      call('body: text/plain', { body: { payload: 'hello', contentType: 'text/plain' } }),
      call('body: application/xml', { body: { payload: '<a/>', contentType: 'application/xml' } }),
      call('body: urlencoded', {
        body: {
          payload: new URLSearchParams(
            Object.entries(baseBody).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          ).toString(),
          contentType: 'application/x-www-form-urlencoded',
        },
      }),
      call('body: the fields as multipart', { body: undefined, multipart: baseBody }),
      call('body: multipart cut short', {
        body: {
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue`,
          contentType: multipart,
        },
      }),
      call('body: multipart without a boundary', {
        body: { payload: 'garbage', contentType: 'multipart/form-data' },
      }),
      call('body: multipart with a broken part header', {
        body: {
          payload: `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--`,
          contentType: multipart,
        },
      }),
      call('body: a file where text belongs', {
        body: {
          payload:
            `--${boundary}\r\nContent-Disposition: form-data; name="${bodyFields(operation.body)[0] ?? 'x'}"; ` +
            `filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
          contentType: multipart,
        },
      }),
      call('body: over the 2 MiB limit', { body: json({ padding: 'z'.repeat(2.5 * 1024 * 1024) }) }),
    );
    for (const field of bodyFields(operation.body)) {
      for (const [label, value] of MUST)
        required.push(call(`body.${field}: ${label}`, { body: json(withField(baseBody, field, value)) }));
      for (const [label, value] of MAY)
        optional.push(call(`body.${field}: ${label}`, { body: json(withField(baseBody, field, value)) }));
    }
  }
  for (const { name } of operation.query) {
    for (const [label, value] of QUERY_MUST)
      required.push(call(`query.${name}: ${label}`, { query: queryString({ ...baseQuery, [name]: value }) }));
    for (const [label, value] of QUERY_MAY)
      optional.push(call(`query.${name}: ${label}`, { query: queryString({ ...baseQuery, [name]: value }) }));
  }
  for (const { name } of operation.pathParams) {
    for (const [label, value] of PATH_IDS)
      required.push(call(`path {${name}}: ${label}`, { params: { ...params, [name]: value } }));
  }

  const cases = [...required, ...shuffle(optional, random)].slice(0, count);
  // Several fields wrong at once, until the route has its fixed number of cases.
  const fields = bodyFields(operation.body);
  const mutations = [...MUST, ...MAY];
  while (cases.length < count) {
    if (fields.length === 0) {
      const [label, value] = PATH_IDS[Math.floor(random() * PATH_IDS.length)]!;
      const name = operation.pathParams[0]?.name;
      cases.push(
        name
          ? call(`path {${name}}: ${label}`, { params: { ...params, [name]: value } })
          : call(`body: junk ${cases.length}`, hasBody ? { body: json({ junk: random() }) } : {}),
      );
      continue;
    }
    let body: Record<string, unknown> = baseBody;
    const labels: string[] = [];
    for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
      const field = fields[Math.floor(random() * fields.length)]!;
      const [label, value] = mutations[Math.floor(random() * mutations.length)]!;
      body = withField(body, field, value);
      labels.push(`${field}: ${label}`);
    }
    cases.push(call(`body: ${labels.join(', ')}`, { body: json(body) }));
  }
  return cases;
}

/** What a failing case sent, short enough to read in the test's output. */
export function describeCase(operation: Operation, fuzz: FuzzCase): string {
  const sent = fuzz.multipart
    ? `multipart ${JSON.stringify(fuzz.multipart)}`
    : fuzz.body
      ? `${fuzz.body.contentType} ${String(fuzz.body.payload)}`
      : '';
  const short = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
  return `${operation.key} [${fuzz.label}] ${short(JSON.stringify(fuzz.params))} ?${short(fuzz.query)} ${short(sent)}`;
}
