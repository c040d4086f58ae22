/** The places module's answers: the back office's unmatched place names and their merges. */
import { z } from '../zod-messages.ts';
import { int } from './envelope.ts';

/** A place name that matches no known city (or county, with its `city`), with how many use it. */
export const unmatchedPlaceDtoSchema = z
  .object({
    country: z.string(),
    city: z.string().nullable(),
    name: z.string(),
    member_count: int,
    post_count: int,
  })
  .meta({ id: 'UnmatchedPlace' });
export type UnmatchedPlaceDto = z.infer<typeof unmatchedPlaceDtoSchema>;

/** What a merge moved. */
export const placeMergeDtoSchema = z.object({ members: int, posts: int }).meta({ id: 'PlaceMerge' });
