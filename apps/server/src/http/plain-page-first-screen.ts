import { LANGUAGE_PARAMETER } from '@steelyard/contracts';
import type { FastifyRequest } from 'fastify';
import type { FirstScreen, FirstScreenProvider } from './web-app.ts';

/**
 * The first screen of pages found by their path alone, as a list is without filters: `pages` maps
 * each path to what `read` needs to read its first answers. An address with anything in its query
 * but `?lang=` (the page's hreflang versions) is left to the app, which fetches what it asks for.
 */
export function plainPageFirstScreen<Page>(
  pages: Record<string, Page>,
  read: (page: Page, request: FastifyRequest) => Promise<FirstScreen['answers'][number]>,
): FirstScreenProvider {
  return async (request) => {
    const url = new URL(request.url, 'http://local');
    const page = Object.hasOwn(pages, url.pathname) ? pages[url.pathname] : undefined;
    if (page === undefined || [...url.searchParams.keys()].some((key) => key !== LANGUAGE_PARAMETER))
      return null;
    return { answers: [await read(page, request)], images: [] };
  };
}
