import {
  FIRST_SCREEN_POPULAR_SEARCHES,
  FIRST_SCREEN_RECENT_SEARCHES,
  popularSearchesQuerySchema,
} from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import { knownDeviceOwnerOf } from '../../http/device-owner.ts';
import { plainPageFirstScreen } from '../../http/plain-page-first-screen.ts';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { popularSearches, recentSearchesOf } from './searches.service.ts';

/**
 * `/searches`' first screen inside its HTML (`http/web-app.ts`): this member's or device's recent
 * searches and the popular words, exactly as `GET /api/searches` and `GET /api/searches/popular`
 * answer them (a visitor the site does not know yet has no recent search).
 */
export function searchesFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const { db } = app.deps;
  const popular = popularSearchesQuerySchema.parse({});
  return plainPageFirstScreen({ '/searches': true }, async (_page, request) => {
    const [recent, words] = await Promise.all([
      recentSearchesOf(db, app.searchRecorder, knownDeviceOwnerOf(request)),
      popularSearches(db, app.searchRecorder, popular),
    ]);
    return [
      { key: FIRST_SCREEN_RECENT_SEARCHES, body: { data: recent } },
      { key: FIRST_SCREEN_POPULAR_SEARCHES, body: { data: words } },
    ];
  });
}
