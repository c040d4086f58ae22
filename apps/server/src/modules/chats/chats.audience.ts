import type { Db } from '../../db/database.ts';
import { listLiveSeatUserIds } from '../businesses/seats.repository.ts';

/**
 * Who hears for each party of a room: the party, and the live seats of the party's verified
 * business (issue 30's shared inbox). Read at each event, never cached, so a removed seat hears
 * nothing more and is alarmed of nothing more from its next event on.
 */
export async function hearersByParty(db: Db, partyIds: number[]): Promise<Map<number, number[]>> {
  const hearers = new Map(partyIds.map((id) => [id, [id]]));
  for (const seat of await listLiveSeatUserIds(db, partyIds)) hearers.get(seat.owner_id)?.push(seat.user_id);
  return hearers;
}

/** Everyone who hears for these parties, each once. */
export const allHearers = (hearers: Map<number, number[]>) => [...new Set([...hearers.values()].flat())];

/** The members who hear a room's events: its parties who have not left, and their businesses' live seats. */
export async function listeners(db: Db, partyIds: number[]) {
  return allHearers(await hearersByParty(db, partyIds));
}
