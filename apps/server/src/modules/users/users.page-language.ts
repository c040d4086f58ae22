import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  isLanguage,
  pageLanguage,
  type Language,
} from '@steelyard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storedLanguageOf } from './users.repository.ts';

/**
 * The language a page is drawn in (`http/web-app.ts`), the one the app would choose: the cookie
 * the web app writes with the reader's choice; else the address's `?lang=` (the page's version in
 * that language, which its `hreflang` alternates name); else a signed-in member's stored language, when a
 * device told one other than Korean (every account starts with Korean, which says nothing of a
 * choice); else `Accept-Language`; else Korean.
 */
export function pageLanguageOf(app: FastifyInstance): (request: FastifyRequest) => Promise<Language> {
  const { db } = app.deps;
  return async (request) => {
    const cookie = request.cookies[LANGUAGE_COOKIE];
    const asked = (request.query as { [LANGUAGE_PARAMETER]?: unknown })[LANGUAGE_PARAMETER];
    const stored =
      !isLanguage(cookie) && !isLanguage(asked) && request.user
        ? await storedLanguageOf(db, request.user.id)
        : null;
    const member = stored === DEFAULT_LANGUAGE ? null : stored;
    return pageLanguage([cookie, asked, member], request.headers['accept-language']);
  };
}
