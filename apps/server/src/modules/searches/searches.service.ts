import type { Db } from '../../db/database.ts';
import { createWriteBehind } from '../../lib/write-behind.ts';
import { normalizeSearchText } from '../../lib/search-grams.ts';
import { saveSearches, type SearchEntry, type SearchOwner } from './searches.repository.ts';

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
