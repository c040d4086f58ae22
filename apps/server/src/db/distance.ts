import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/**
 * Search by distance without an extension (issue 29): a bounding box on indexed (lat, lon)
 * columns, refined by the haversine distance. The box holds the whole circle, so the refinement
 * alone decides; the box only lets the B-tree find the candidates. The lists of posts, factories,
 * service requests and freelancers share it, each with its `(lat, lon)` index.
 */

const EARTH_RADIUS_KM = 6371;
const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** A point and a radius: 'within `km` of (lat, lon)'. */
export interface Circle {
  lat: number;
  lon: number;
  km: number;
}

/** Where a page of a list nearest first starts: after the row this far away with this id. */
export interface DistanceCursor {
  distanceKm: number;
  id: number;
}

/** The cursor after `row` in a list nearest first: its exact distance (as the order used it) and id. */
export const encodeDistanceCursor = (row: { distance_km?: number | null; id: number }) =>
  Buffer.from(JSON.stringify({ d: row.distance_km, i: row.id })).toString('base64url');

/** The cursor `encodeDistanceCursor` gave, or null for one it never gave. */
export function decodeDistanceCursor(cursor: string): DistanceCursor | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof value.d === 'number' && value.d >= 0 && Number.isInteger(value.i))
      return { distanceKm: value.d, id: value.i as number };
  } catch {
    // Not JSON: refused like any other cursor this server never gave.
  }
  return null;
}

export interface Box {
  latMin: number;
  latMax: number;
  /** Null when the circle reaches a pole or crosses the antimeridian: every longitude. */
  lon: { min: number; max: number } | null;
}

/**
 * The smallest latitude/longitude box around the circle (on a sphere, the widest longitude is not
 * at the centre's latitude: asin(sin r / cos φ)), widened by a hair so that a point on the circle's
 * edge is never lost to rounding.
 */
export function boundingBox({ lat, lon, km }: Circle): Box {
  const angle = km / EARTH_RADIUS_KM;
  const margin = 1e-9;
  const latMin = lat - degrees(angle) - margin;
  const latMax = lat + degrees(angle) + margin;
  if (latMin <= -90 || latMax >= 90)
    return { latMin: Math.max(latMin, -90), latMax: Math.min(latMax, 90), lon: null };
  const spread = degrees(Math.asin(Math.sin(angle) / Math.cos(radians(lat)))) + margin;
  if (lon - spread < -180 || lon + spread > 180) return { latMin, latMax, lon: null };
  return { latMin, latMax, lon: { min: lon - spread, max: lon + spread } };
}

type PlacedTable = 'products' | 'factories' | 'service_requests' | 'freelancers';

/** A row's `distance_km` as a card shows it: 0.1 km steps, and only when the list measured from a point. */
export const shownDistance = (distanceKm: number | null | undefined) =>
  typeof distanceKm === 'number' ? { distance_km: Math.round(distanceKm * 10) / 10 } : {};

/** A row's pin and its name as the wire has them, with its distance when the list measured from a point. */
export const toPlaceDto = (row: {
  place_name: string | null;
  lat: number | null;
  lon: number | null;
  distance_km?: number | null;
}) => ({ place_name: row.place_name, lat: row.lat, lon: row.lon, ...shownDistance(row.distance_km) });

/**
 * The great-circle distance in km from the point to the row's pin (haversine, on a sphere of the
 * earth's mean radius). The same expression with the same values gives the same float each time,
 * so a keyset cursor may carry it.
 */
export function distanceKmFrom(table: PlacedTable, point: { lat: number; lon: number }): RawBuilder<number> {
  const lat = sql.ref(`${table}.lat`);
  const lon = sql.ref(`${table}.lon`);
  const pointLat = sql`${point.lat}::float8`;
  const pointLon = sql`${point.lon}::float8`;
  return sql<number>`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${pointLat}) / 2), 2)
    + cos(radians(${pointLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${pointLon}) / 2), 2)))))`;
}

/** Rows whose pin is within the circle: the box (the index's conditions), then the distance. */
export function withinCircle(table: PlacedTable, circle: Circle): RawBuilder<boolean> {
  const box = boundingBox(circle);
  const lat = sql.ref(`${table}.lat`);
  const lon = sql.ref(`${table}.lon`);
  const lonRange = box.lon
    ? sql`and ${lon} between ${box.lon.min}::float8 and ${box.lon.max}::float8`
    : sql`and ${lon} is not null`;
  return sql<boolean>`(${lat} between ${box.latMin}::float8 and ${box.latMax}::float8 ${lonRange}
    and ${distanceKmFrom(table, circle)} <= ${circle.km}::float8)`;
}

/**
 * A list's page, by distance or by id: with `near`, only the rows within the circle, each with
 * its `distance_km`, nearest first from a (distance, id) cursor; without, newest first (id
 * descending) from an id cursor, `distance_km` null. Factories, service requests and freelancers
 * page this way (posts have more orders of their own).
 */
export function pageNearestOrNewest<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: Exclude<PlacedTable, 'products'>,
  page: { near?: Circle; after?: number | DistanceCursor; limit: number },
) {
  const { near, after, limit } = page;
  const id = sql.ref(`${table}.id`);
  if (near) {
    const distance: RawBuilder<number | null> = distanceKmFrom(table, near);
    let nearest = query.select(distance.as('distance_km')).where(withinCircle(table, near));
    if (typeof after === 'object')
      nearest = nearest.where(
        sql<boolean>`(${distance}, ${id}) > (${after.distanceKm}::float8, ${after.id})`,
      );
    return nearest.orderBy(distance).orderBy(id).limit(limit);
  }
  let newest = query.select(sql<number | null>`null::float8`.as('distance_km'));
  if (typeof after === 'number') newest = newest.where(sql<boolean>`${id} < ${after}`);
  return newest.orderBy(id, 'desc').limit(limit);
}
