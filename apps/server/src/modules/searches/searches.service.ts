import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { normalizeSearchText } from '../products/search-grams.ts';
import { saveSearch, type SearchOwner } from './searches.repository.ts';

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

/** Remembers a search word for its owner and counts it for the popular list. */
export async function recordSearch(db: Db, owner: SearchOwner | null, word: string) {
  const shown = word.trim().replace(/\s+/gu, ' ');
  if (!owner || shown === '') return;
  await saveSearch(db, owner, shown, normalizeSearchText(shown));
}
