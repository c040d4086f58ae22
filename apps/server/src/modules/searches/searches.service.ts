import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createWriteBehind } from '../../lib/write-behind.ts';
import { normalizeSearchText } from '../products/search-grams.ts';
import { saveSearches, type SearchEntry, type SearchOwner } from './searches.repository.ts';

/**
 * Whose recent searches a request reads and writes: the member's when signed in; for a visitor,
 * the device's push token (X-Push-Token, stable across the app's sessions) or else the session.
 * With `create`, a visitor with neither gets a session; without it, such a visitor has none (null).
 */
export async function searchOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create: boolean } = { create: true },
): Promise<SearchOwner | null> {
  if (request.user) return { userId: request.user.id };
  if (request.ctx.pushToken) return { deviceKey: `push:${request.ctx.pushToken}` };
  const session = options.create ? await app.sessions.ensure(request, reply) : request.session;
  return session ? { deviceKey: `session:${session.id}` } : null;
}

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
  close(): Promise<void>;
}

export function createSearchRecorder(options: { db: Db; onError: (error: unknown) => void }): SearchRecorder {
  const queue = createWriteBehind<SearchEntry>({
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
    close: queue.flush,
  };
}
