import { LIMITS, parseNear } from '@steelyard/contracts';
import type { Circle, DistanceCursor } from '../db/distance.ts';
import { ValidationError } from './errors.ts';

/**
 * The circle of a list's distance search (issue 29): `near` with `within_km` (or the default
 * radius). A radius, or an order by distance (`byDistance`), without a point is refused: there is
 * nothing to measure from.
 */
export function circleOfQuery(
  query: { near?: string; within_km?: number },
  byDistance = false,
): Circle | undefined {
  if (!query.near) {
    if (query.within_km !== undefined || byDistance)
      throw ValidationError.field('near', 'product.near_required');
    return undefined;
  }
  return { ...parseNear(query.near), km: query.within_km ?? LIMITS.distanceKmDefault };
}

/** The cursor after `row` in a list nearest first: its exact distance (as the order used it) and id. */
export const encodeDistanceCursor = (row: { distance_km: number | null; id: number }) =>
  Buffer.from(JSON.stringify({ d: row.distance_km, i: row.id })).toString('base64url');

/** The wire's cursor of a list nearest first (none for the first page); 422 for one this server never gave. */
export function distanceCursorOf(cursor: string | undefined): DistanceCursor | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof value.d === 'number' && value.d >= 0 && Number.isInteger(value.i))
      return { distanceKm: value.d, id: value.i as number };
  } catch {
    // Not JSON: refused below like any other cursor this server never gave.
  }
  throw ValidationError.field('cursor', 'validation.invalid');
}
