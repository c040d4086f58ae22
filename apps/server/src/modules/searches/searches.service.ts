import type { PopularSearchDto, SearchDto } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { createWriteBehind } from '../../lib/write-behind.ts';
import { normalizeSearchText } from '../../lib/search-grams.ts';
import {
  listPopularSearches,
  listRecentSearches,
  saveSearches,
  type SearchEntry,
  type SearchOwner,
} from './searches.repository.ts';

/**
 * Searches are remembered off the request path: a search only notes its word here, and the notes
 * go to the database in one transaction a second later (`saveSearches`), so a busy word does not
 * make every search wait on the same counter row. Reading or deleting an owner's searches first
 * writes what is pending (a member sees the search they just made). A crash loses at most the
 * last second of notes: recent and popular searches, nothing a member wrote.
 */
export interface SearchRecorder {
  record(owner: SearchOwner | null, word: string): void;
  /** Writes every pending note now. */
  flush(): Promise<void>;
}

export function createSearchRecorder(options: { db: Db; onError: (error: unknown) => void }): SearchRecorder {
  const queue = createWriteBehind<SearchEntry>({
    name: 'searches',
    write: (entries) => saveSearches(options.db, entries),
    onError: options.onError,
  });
  return {
    record(owner, word) {
      const shown = word.trim().replace(/\s+/gu, ' ');
      if (!owner || shown === '') return;
      queue.add({ owner, word: shown, countedWord: normalizeSearchText(shown), at: new Date() });
    },
    flush: queue.flush,
  };
}

/**
 * `GET /api/searches` for this owner (none: a visitor the site does not know yet has none), newest
 * first, after what the recorder still holds is written; `/searches`' first screen reads the same.
 */
export async function recentSearchesOf(
  db: Db,
  recorder: SearchRecorder,
  owner: SearchOwner | null,
): Promise<SearchDto[]> {
  await recorder.flush();
  const rows = owner ? await listRecentSearches(db, owner) : [];
  return rows.map((r) => ({ id: r.id, word: r.word, created_at: new Date(r.created_at).toISOString() }));
}

/** `GET /api/searches/popular`: the most searched words of the last `days`, after pending notes are written. */
export async function popularSearches(
  db: Db,
  recorder: SearchRecorder,
  { days, limit }: { days: number; limit: number },
): Promise<PopularSearchDto[]> {
  await recorder.flush();
  return listPopularSearches(db, days, limit);
}
