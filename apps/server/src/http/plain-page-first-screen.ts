import { LANGUAGE_PARAMETER } from '@steelyard/contracts';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './session.ts';
import type { FirstScreen, FirstScreenProvider } from './web-app.ts';

/**
 * The first screen of pages found by their path alone, as a list is without filters: `pages` maps
 * each path to what `read` needs to read its first answers. An address with anything in its query
 * but `?lang=` (the page's hreflang versions) is left to the app, which fetches what it asks for.
 */
export function plainPageFirstScreen<Page>(
  pages: Record<string, Page>,
  read: (page: Page, request: FastifyRequest) => Promise<FirstScreen['answers']>,
): FirstScreenProvider {
  return async (request) => {
    const url = new URL(request.url, 'http://local');
    const page = Object.hasOwn(pages, url.pathname) ? pages[url.pathname] : undefined;
    if (page === undefined || [...url.searchParams.keys()].some((key) => key !== LANGUAGE_PARAMETER))
      return null;
    return { answers: await read(page, request), images: [] };
  };
}

/**
 * The first screen of a signed-in member's own pages (`/qnas`, `/mypage`, `/chats`), found as
 * `plainPageFirstScreen` finds a page: read for the member of this request alone, never kept, and
 * sent `personal` (`Cache-Control: private, no-store`). A visitor's request has none: the app sends
 * them to sign in, as before.
 */
export function memberPageFirstScreen<Page>(
  pages: Record<string, Page>,
  read: (page: Page, member: SessionUser, request: FastifyRequest) => Promise<FirstScreen['answers']>,
): FirstScreenProvider {
  const plain = plainPageFirstScreen(pages, (page, request) => read(page, request.user!, request));
  return async (request) => {
    if (!request.user) return null;
    const screen = await plain(request);
    return screen && { ...screen, personal: true };
  };
}
