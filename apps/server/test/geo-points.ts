import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { withinCircle } from '../src/db/distance.ts';

/** The point `km` from (lat, lon) along `bearing` degrees from north, on the haversine's sphere. */
export function destination(lat: number, lon: number, bearing: number, km: number) {
  const toRad = Math.PI / 180;
  const angle = km / 6371;
  const [φ1, λ1, θ] = [lat * toRad, lon * toRad, bearing * toRad];
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(angle) + Math.cos(φ1) * Math.sin(angle) * Math.cos(θ));
  const λ2 =
    λ1 +
    Math.atan2(Math.sin(θ) * Math.sin(angle) * Math.cos(φ1), Math.cos(angle) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: φ2 / toRad, lon: λ2 / toRad };
}

/**
 * A list read one row per page through its keyset cursor, `pages` pages: the rows in order and the
 * cursor after the last page (null when the list ended there).
 */
export async function readByPages<T>(
  get: (url: string) => Promise<{ json: () => { data: T[]; meta: { next_cursor: string | null } } }>,
  url: string,
  pages: number,
) {
  const rows: T[] = [];
  let cursor: string | null = '';
  for (let page = 0; page < pages; page += 1) {
    const body = (await get(`${url}&per_page=1&cursor=${cursor}`)).json();
    rows.push(...body.data);
    cursor = body.meta.next_cursor;
  }
  return { rows, cursor };
}

/** The plan the database chooses for `query`, as EXPLAIN's lines (to check which index it uses). */
export async function planOf(query: { explain: () => Promise<Record<string, unknown>[]> }) {
  return (await query.explain()).map((row) => String(Object.values(row)[0])).join('\n');
}

/**
 * The plan of a shown list's 10 km circle query on `table`, after its statistics are read again:
 * whether the candidates come through its (lat, lon) index once the table holds many pins.
 */
export async function circlePlanOf(db: Db, table: 'factories' | 'service_requests') {
  await sql`analyze ${sql.table(table)}`.execute(db);
  return planOf(
    db
      .selectFrom(table)
      .select('id')
      .where('hidden_at', 'is', null)
      .where(withinCircle(table, { lat: 36, lon: 127.5, km: 10 })),
  );
}
