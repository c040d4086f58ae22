import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  APP_SCRIPTS_ATTRIBUTE,
  FIRST_SCREEN_ELEMENT_ID,
  SERVER_RENDER_LANGUAGE_ATTRIBUTE,
  SERVER_RENDER_TIME_ATTRIBUTE,
  SERVER_RENDER_TIME_ZONE_ATTRIBUTE,
  type Language,
} from '@steelyard/contracts';
import type { FileStorage } from '../lib/storage.ts';
import { notFound } from './errors.ts';
import { serveUploads } from './uploads.ts';
import { withHead, withNoindex, type PageHead } from './page-head.ts';
import { pageTimeZone } from './page-time-zone.ts';

/**
 * What the first screen of a page needs, sent inside its HTML so the browser does not wait for the
 * JavaScript to ask: API answers the app would fetch first (`answers`, read into its cache before
 * the first render) and images to start downloading at once (`images`, the largest first; with the
 * `srcset` and `sizes` of the `<img>` that shows it, so the browser picks the same file).
 */
export interface FirstScreen {
  answers: { key: string; body: unknown }[];
  images: { href: string; srcset?: string; sizes?: string }[];
  /** What the page tells search engines and link previews (`page-head.ts`). */
  head?: PageHead;
  /** A page that is gone (404) or gone for good (410): sent undrawn, with `noindex`. */
  gone?: 404 | 410;
  /**
   * A signed-in member's own screen (`memberPageFirstScreen`): it is sent `private, no-store`, as
   * their `/api` answers are, so no cache keeps one member's page to show it to anyone later.
   */
  personal?: boolean;
}
export type FirstScreenProvider = (request: FastifyRequest) => Promise<FirstScreen | null>;

/**
 * The web app's drawing of a first screen from its answers (`apps/web/src/entry-server.tsx`, built
 * by Vite into `dist-ssr/entry-server.js`): the markup of `<div id="root">`, which the browser
 * hydrates.
 */
export type PageRenderer = (page: {
  url: string;
  answers: FirstScreen['answers'];
  userAgent: string;
  language: Language;
  /** The IANA zone its dates are written in (`pageTimeZone`). */
  timeZone: string;
  signal: AbortSignal;
}) => Promise<{ html: string; language: string; renderedAt: number; timeZone: string }>;

/** Longer than this (a first drawing is ~10× a warm one), the page goes out undrawn, as before. */
const RENDER_TIMEOUT_MS = 1_000;

/** What the web app's server bundle gives for drawing pages. */
export interface PageDrawing {
  renderPage: PageRenderer;
  /**
   * A script every drawn page runs inline in place of the app's scripts: it loads them after the
   * first photo, and holds a tap until the app has taken the page over. The CSP allows it by its
   * hash (`security.ts`).
   */
  pageScript: string;
}

/** The web app's server bundle in `ssrDist`, if it was built. */
export async function loadPageDrawing(ssrDist: string): Promise<PageDrawing | null> {
  const entry = path.join(ssrDist, 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const { renderPage, pageScript } = (await import(pathToFileURL(entry).href)) as PageDrawing;
  return { renderPage, pageScript };
}

/** Screens as one: their answers and images together, in order. */
function merged(screens: FirstScreen[]): FirstScreen | null {
  if (!screens.length) return null;
  return {
    answers: screens.flatMap((s) => s.answers),
    images: screens.flatMap((s) => s.images),
    head: screens.find((s) => s.head)?.head,
    gone: screens.find((s) => s.gone)?.gone,
    personal: screens.some((s) => s.personal) || undefined,
  };
}

/** Several modules' first screens as one. */
export function combineFirstScreens(...providers: FirstScreenProvider[]): FirstScreenProvider {
  return async (request) =>
    merged(
      (await Promise.all(providers.map((provider) => provider(request)))).filter(
        (screen): screen is FirstScreen => screen !== null,
      ),
    );
}

/**
 * `extra`'s answers (the boot's) on the pages `main` has a first screen for, and only there: they
 * make no page a drawn one, and a page without a first screen does not wait for them.
 */
export function besideFirstScreens(
  main: FirstScreenProvider,
  extra: FirstScreenProvider,
): FirstScreenProvider {
  return async (request) => {
    const screen = await main(request);
    const beside = screen && (await extra(request));
    return screen && merged(beside ? [screen, beside] : [screen]);
  };
}

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The built index.html split around the inside of `<div id="root">` (the splash), to draw into. */
function splitAtRoot(html: string) {
  const open = '<div id="root"';
  const start = html.indexOf(open);
  const inner = html.indexOf('>', start) + 1;
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (start < 0 || end < inner) return null;
  return { before: html.slice(0, start), after: html.slice(end) };
}

/** The page with the server's drawing of its first screen inside the root, marked for hydration. */
function withMarkup(
  page: NonNullable<ReturnType<typeof splitAtRoot>>,
  { html, language, renderedAt, timeZone }: Awaited<ReturnType<PageRenderer>>,
): string {
  const root = `<div id="root" ${SERVER_RENDER_LANGUAGE_ATTRIBUTE}="${attribute(language)}" ${SERVER_RENDER_TIME_ATTRIBUTE}="${renderedAt}" ${SERVER_RENDER_TIME_ZONE_ATTRIBUTE}="${attribute(timeZone)}">`;
  return `${page.before}${root}${html}${page.after}`;
}

const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The page as sent with a drawing of its first screen: what the drawing needs to paint comes
 * first. Its stylesheet is inside the page, so nothing stands between the HTML and its first paint
 * (the app is one page: later screens never fetch the stylesheet again). The app's scripts, which
 * only make the drawn page work, are loaded by the page script once the first photo is painted
 * (their addresses on it); a tap before the app has taken the page over is held and answered then.
 */
function forDrawnPages(indexHtml: string, webDist: string, pageScript: string): string {
  const withStyles = indexHtml.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = path.join(webDist, file);
      return fs.existsSync(css) ? `<style>${fs.readFileSync(css, 'utf8')}</style>` : link;
    },
  );
  const entry = ENTRY_SCRIPT.exec(withStyles)?.[1];
  if (!entry) return withStyles;
  const scripts = [entry, ...[...withStyles.matchAll(MODULE_PRELOAD)].map((link) => link[1]!)];
  const started = `<script ${APP_SCRIPTS_ATTRIBUTE}="${attribute(scripts.join(' '))}">${pageScript}</script>`;
  return withStyles.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => started);
}

/** The page in `language`: `<html lang>` says it, and the app starts in it unless it has another choice. */
const inLanguage = (html: string, language: Language) =>
  html.replace(/<html(?: lang="[^"]*")?/, `<html lang="${language}"`);

/** The page with its first screen: image preloads in the head, the answers before the app's script. */
function withFirstScreen(html: string, screen: FirstScreen): string {
  const preloads = screen.images
    .map(({ href, srcset, sizes }, i) => {
      const responsive =
        srcset && sizes ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"` : '';
      const priority = i === 0 ? ' fetchpriority="high"' : '';
      return `<link rel="preload" as="image" href="${attribute(href)}"${responsive}${priority}>`;
    })
    .join('');
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(screen.answers)}</script>`;
  return (screen.head ? withHead(html, screen.head) : html)
    .replace('</head>', `${preloads}</head>`)
    .replace('<div id="root">', `${data}<div id="root">`);
}

/**
 * Paths that are never a page: the API, and files (a missing script answers 404, so a client left
 * with an old build's addresses reloads instead of running the page's HTML as a script).
 */
const NOT_A_PAGE = /^\/(?:api|assets|uploads)(?:[/?#]|$)/;

/**
 * Serves uploads and the built web app. Every other GET outside /api answers the SPA's
 * index.html, so deep links (/products/3, /admin/users) load the app, which routes them itself;
 * `firstScreen` may put a page's first data into it (then the page is private to its viewer).
 */
async function webAppPlugin(
  app: FastifyInstance,
  options: {
    webDist: string;
    /** Public uploads are streamed from it under `/uploads` (`uploads.ts`). */
    storage: FileStorage;
    firstScreen?: FirstScreenProvider;
    /** Draws the pages that have a first screen (their markup then paints before any script runs). */
    drawing?: PageDrawing | null;
    /** The reader's language (`pageLanguage`); without it, the request's `Accept-Language`. */
    pageLanguage?: (request: FastifyRequest) => Promise<Language>;
  },
) {
  serveUploads(app, options.storage);

  const indexFile = path.join(options.webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      // `.br` and `.gz` siblings written at build time (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite's hashed chunks never change; index.html must always be fresh.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No built web app at ${options.webDist}: run 'npm run build' (the API still works).`);
  }
  const indexHtml = hasWebApp ? fs.readFileSync(indexFile, 'utf8') : null;
  const { drawing } = options;
  const drawnIndexHtml =
    indexHtml && drawing ? forDrawnPages(indexHtml, options.webDist, drawing.pageScript) : indexHtml;

  /** The page drawn with its first screen's answers, or as it was when drawing fails or is slow. */
  async function drawn(request: FastifyRequest, html: string, screen: FirstScreen): Promise<string> {
    const page = drawing ? splitAtRoot(html) : null;
    if (!drawing || !page) return html;
    try {
      const markup = await drawing.renderPage({
        url: request.url,
        answers: screen.answers,
        userAgent: request.headers['user-agent'] ?? '',
        language: request.ctx.language,
        timeZone: pageTimeZone(request, request.ctx.language),
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      return withMarkup(page, markup);
    } catch (error) {
      // The app draws it in the browser, as without a server bundle.
      request.log.warn({ err: error }, 'the first screen could not be drawn on the server');
      return html;
    }
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (NOT_A_PAGE.test(request.url) || !indexHtml) throw notFound();
    reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Language');
    // Every page in the reader's language, its first screen's answers read in it too.
    if (options.pageLanguage) request.ctx.language = await options.pageLanguage(request);
    const { language } = request.ctx;
    const screen = await options.firstScreen?.(request).catch((error: unknown) => {
      // The page works without it: the app fetches what it needs.
      request.log.warn({ err: error }, 'first screen data could not be read');
      return null;
    });
    if (!screen) return reply.header('cache-control', 'no-cache').send(inLanguage(indexHtml, language));
    if (screen.gone)
      return reply
        .status(screen.gone)
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .send(withNoindex(inLanguage(indexHtml, language)));
    const page = withFirstScreen(inLanguage(drawnIndexHtml ?? indexHtml, language), screen);
    const html = await drawn(request, page, screen);
    return reply
      .header('cache-control', screen.personal ? 'private, no-store' : 'private, no-cache')
      .send(html);
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
