import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';

/** What stands in for a value while a reusable statement is built (never a real value). */
const MARKER = '\u0001reusable:';

type Values = Record<string, string | number | null>;

/**
 * A hot statement built and compiled once per shape, then run with new values (issue 27). Kysely
 * builds and compiles a query on every call — a post's page is ~5 KB of SQL and 0.2–0.3 ms of
 * CPU on these machines — and the prepared statement behind it is looked up by its text
 * (`prepared-statements.ts`), which a reused string has hashed once for good.
 *
 * `build` gets the database (only to build with: the compiled statement serves every database of
 * the dialect) and a marker in place of each value, or null where the value is null: the shape of a
 * statement (what a visitor's read leaves out) may follow only whether a value is null, never the
 * value itself. Each marker must land in the statement's parameters, never in its text; the first
 * build of a shape checks that and throws otherwise. Values that are constants of the code may
 * stay inside `build`.
 */
export function reusable<D, V extends Values, O>(build: (db: D, values: V) => Compilable<O>) {
  const shapes = new Map<string, { query: CompiledQuery<O>; slots: (keyof V | null)[] }>();
  return (db: D, values: V): CompiledQuery<O> => {
    const keys = Object.keys(values) as (keyof V & string)[];
    const shape = keys.map((key) => (values[key] === null ? '0' : '1')).join('');
    let compiled = shapes.get(shape);
    if (!compiled) {
      const markers = Object.fromEntries(
        keys.map((key) => [key, values[key] === null ? null : `${MARKER}${key}`]),
      ) as V;
      const query = build(db, markers).compile();
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARKER)
          ? (value.slice(MARKER.length) as keyof V)
          : null,
      );
      const lost = keys.filter((key) => values[key] !== null && !slots.includes(key));
      if (lost.length > 0 || query.sql.includes(MARKER))
        throw new Error(`reusable statement: ${lost.join(', ') || 'a value'} is not a parameter`);
      compiled = { query, slots };
      shapes.set(shape, compiled);
    }
    const { query, slots } = compiled;
    return {
      ...query,
      // Each run its own id, as a freshly compiled query has (plugins may key their state on it).
      queryId: createQueryId(),
      parameters: slots.map((slot, index) => (slot === null ? query.parameters[index] : values[slot])),
    };
  };
}
