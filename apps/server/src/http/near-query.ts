import { LIMITS, parseNear } from '@steelyard/contracts';
import type { Circle } from '../db/distance.ts';
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
