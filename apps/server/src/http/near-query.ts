import { LIMITS, parseNear } from '@steelyard/contracts';
import { decodeDistanceCursor, type Circle, type DistanceCursor } from '../db/distance.ts';
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

/** The wire's cursor of a list nearest first (none for the first page); 422 for one this server never gave. */
export function distanceCursorOf(cursor: string | undefined): DistanceCursor | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const after = decodeDistanceCursor(cursor);
  if (after) return after;
  throw ValidationError.field('cursor', 'validation.invalid');
}
