/**
 * The server's drawing of a first screen (home, the product list, a product's page): the real app
 * on an in-memory history, in the reader's language (the server's `pageLanguage`), with a query
 * cache of its own filled with the same answers the page carries for the browser
 * (`app/first-screen.ts`), its dates in the reader's time zone. Built by Vite as the server's
 * bundle (`vite build --ssr`, see `scripts/build.mjs`); the server (`http/web-app.ts`) puts the
 * markup into `<div id="root">` and the browser hydrates it (`main.tsx`). Browser-only values are read through
 * `state/hydration.ts`, so both draw the same.
 */
import { prerender } from 'react-dom/static';
import type { Language } from '@contracts/languages.ts';
import { createQueryClient } from './api/query-client.ts';
import { App } from './app/app.tsx';
import { APP_START_SCRIPT } from './app/app-start.ts';
import { EARLY_TAPS_SCRIPT } from './app/early-taps.ts';
import { seedFirstScreen, type FirstScreenAnswer } from './app/first-screen.ts';
import { createMemoryAppHistory } from './app/router.tsx';
import { createRoutes, preloadRoutes } from './app/routes.ts';
import { DrawingLanguage, loadTexts, textsReady } from './i18n/i18n.ts';
import { UserAgent } from './native/user-agent.ts';

export interface RenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  answers: FirstScreenAnswer[];
  userAgent: string;
  /** The reader's language: the page is drawn in it, with the answers read in it. */
  language: Language;
  /** The reader's IANA time zone (the server's `pageTimeZone`): the page's dates are written in it. */
  timeZone: string;
  /** Gives up (the page is then served undrawn) when this aborts. */
  signal?: AbortSignal;
}
export interface RenderedPage {
  html: string;
  language: Language;
  renderedAt: number;
  timeZone: string;
}

const routes = createRoutes();

/** The first screen's markup for `url`. */
export async function renderPage({
  url,
  answers,
  userAgent,
  language,
  timeZone,
  signal,
}: RenderRequest): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://local');
  // The route's module and text packs are in memory after the first page in each language;
  // waiting here keeps the drawing below from suspending on them. The route's packs register as
  // its module loads, so their texts in `language` are loaded after it.
  await Promise.all([preloadRoutes(routes, pathname), textsReady()]);
  await loadTexts(language);
  signal?.throwIfAborted();
  const client = createQueryClient();
  try {
    seedFirstScreen(client, answers, language);
    const renderedAt = Date.now();
    // React's prerender does not reject when the drawing fails (it was aborted, or a component
    // threw): it resolves with the boundaries it could not finish left to the browser, revealed
    // by inline scripts the CSP blocks, or with an empty root when aborted before it began. Such
    // a page is not sent: the server sends it undrawn instead (`http/web-app.ts`).
    const failures: unknown[] = [];
    const { prelude } = await prerender(
      <DrawingLanguage value={language}>
        <UserAgent value={userAgent}>
          <App
            history={createMemoryAppHistory(url)}
            routes={routes}
            client={client}
            renderedAt={renderedAt}
            timeZone={timeZone}
          />
        </UserAgent>
      </DrawingLanguage>,
      // Whole boundaries inline: a large one would otherwise come as a template revealed by an
      // inline script, which the page's CSP (script-src 'self') blocks.
      {
        signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failures.push(error);
        },
      },
    );
    if (failures.length) throw failures[0];
    return { html: await new Response(prelude).text(), language, renderedAt, timeZone };
  } finally {
    // Its garbage-collection timers would keep this page's data for minutes.
    client.clear();
  }
}

/**
 * Runs inline in every drawn page in place of the app's scripts: it holds a tap until the app has
 * started (`app/early-taps.ts`) and loads the app after the first photo (`app/app-start.ts`).
 */
export const pageScript = `${EARLY_TAPS_SCRIPT};\n${APP_START_SCRIPT}`;
