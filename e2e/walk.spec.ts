import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE, type Language } from '@steelyard/contracts';
import { memberScreens, report, violations, visit, visitorScreens } from './screens.ts';
import { APP_PORT, apiSignIn, skipStartAds, TILE_PORT, test } from './support.ts';

/**
 * The first minute on a phone, in every language (issue 23): every public and member screen at
 * 390×844 in ko, en, de and ja, each language in one browser context of its own (the member's
 * sign-in is made once and its cookies reused). A screen fails on a horizontal overflow, an
 * interactive element covered by a fixed one where nothing can scroll it free, a console error,
 * an axe serious or critical violation (the filter sheet and a confirmation dialog opened too), or
 * text in another language's script outside what the API said (members' posts, names, places).
 */

test.describe.configure({ timeout: 150_000 });

const MEMBER = 'member1@steelyard.test';
/** The app's texts in `language` (the buttons this walk taps are named in it). */
const textsIn = (language: Language) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../apps/web/src/i18n/locales/${language}.json`),
      'utf8',
    ),
  ) as { browse: { filter: string }; productDetail: { delete: string } };

/** Letters a screen in the language should not show outside what members wrote. */
const FOREIGN: Record<Language, RegExp> = {
  ko: /[\u3040-\u30ff\u4e00-\u9fff]+/g,
  en: /[\uac00-\ud7a3\u3040-\u30ff\u4e00-\u9fff]+/g,
  de: /[\uac00-\ud7a3\u3040-\u30ff\u4e00-\u9fff]+/g,
  ja: /[\uac00-\ud7a3]+/g,
};

/** Every string in an API answer (members' texts, names, places: content, not the interface). */
function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
}

/** Collects what the API tells `page` (and the first screen inside a drawn page's HTML). */
function recordContent(page: Page): Set<string> {
  const content = new Set<string>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    try {
      if (type.includes('application/json')) stringsOf(await response.json(), content);
      else if (type.includes('text/html')) {
        const data = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(
          await response.text(),
        )?.[1];
        if (data) stringsOf(JSON.parse(data), content);
      }
    } catch {
      // A body already gone (a navigation away) says nothing about the screen.
    }
  });
  return content;
}

/** Console errors and uncaught exceptions; the map's tiles have no server here (reach.spec.ts serves them). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (url.includes(`:${TILE_PORT}/`)) return;
    // 'Who am I' answers a visitor 401, as the API says; the browser logs every 4xx.
    if (url.endsWith('/api/user') && message.text().includes('401')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Visible text runs in a foreign script that no API answer holds. */
async function foreignText(page: Page, language: Language, content: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('script, style, [hidden]')) continue;
      if (!parent.getClientRects().length || getComputedStyle(parent).visibility === 'hidden') continue;
      found.push(node.textContent.trim());
    }
    for (const field of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]'))
      for (const name of ['placeholder', 'aria-label', 'title'])
        if (field.getAttribute(name)) found.push(field.getAttribute(name)!);
    return found;
  });
  const known = [...content].filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
  const foreign: string[] = [];
  for (const text of texts) {
    let rest = text;
    for (const piece of known) if (rest.includes(piece)) rest = rest.split(piece).join(' ');
    for (const run of rest.match(FOREIGN[language]) ?? [])
      if (!known.some((piece) => piece.includes(run))) foreign.push(`${run} (in “${text.slice(0, 60)}”)`);
  }
  return foreign;
}

/**
 * Scrolls to the page's end and stays there until it has one: an endless list loads its next page
 * when the end comes into view, so the end holds once the height stops growing and no request runs.
 */
async function scrollToTheEnd(page: Page, requests: Requests) {
  let height = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return document.documentElement.scrollHeight;
        });
        const settled = now === height && requests.quietFor() >= QUIET_MS;
        height = now;
        return settled;
      },
      { intervals: [QUIET_MS, 100] },
    )
    .toBe(true);
}

/** Interactive elements a fixed or sticky element covers at the page's end, where no scroll frees them. */
async function coveredElements(page: Page, requests: Requests): Promise<string[]> {
  await scrollToTheEnd(page, requests);
  return page.evaluate(() => {
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} “${(element.textContent ?? '').trim().slice(0, 30)}”`;
    const pinned = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const middle = window.innerHeight / 2;
    const covered: string[] = [];
    const interactive = document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], [tabindex="0"]',
    );
    for (const element of interactive) {
      if (pinned(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // The lower half at the end of the page: what only a bar or a floating button can cover.
      if (!box.width || !box.height || box.top < middle || box.bottom > window.innerHeight) continue;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 3, box.top + 3],
        [box.right - 3, box.top + 3],
        [box.left + 3, box.bottom - 3],
        [box.right - 3, box.bottom - 3],
      ] as const;
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        if (!top || element.contains(top) || top.contains(element) || !pinned(top)) continue;
        covered.push(`${label(element)} under ${label(top)}`);
        break;
      }
    }
    return covered;
  });
}

/** A context speaking `language`, as a reader who chose it (the app's stored choice and its cookie). */
async function contextIn(
  browser: Browser,
  language: Language,
  storageState?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: { ko: 'ko-KR', en: 'en-US', de: 'de-DE', ja: 'ja-JP' }[language],
    storageState,
  });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: `http://127.0.0.1:${APP_PORT}` }]);
  await context.addInitScript((lang) => {
    window.localStorage.setItem('steelyard.language', lang);
    window.localStorage.setItem('steelyard.stayInBrowser', '1');
  }, language);
  await skipStartAds(context);
  return context;
}

/** The page's requests under way, and since when none has started or ended (`open` waits on it). */
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  let changedAt = Date.now();
  const change = () => (changedAt = Date.now());
  page.on('request', (request) => pending.add(request) && change());
  page.on('requestfinished', (request) => pending.delete(request) && change());
  page.on('requestfailed', (request) => pending.delete(request) && change());
  return { quietFor: () => (pending.size ? 0 : Date.now() - changedAt), touch: change };
}
type Requests = ReturnType<typeof trackRequests>;

/** A screen is loaded once its requests have been quiet this long (Playwright's 'networkidle' waits 500 ms). */
const QUIET_MS = 250;

/**
 * Opens `path` as a tap inside the app would (the history's push, which the router follows), and
 * waits until the screen has what it shows: no request for a moment, no spinner. The walk's
 * first screen loads the app; a whole page load per screen would not fit the walk's time.
 */
async function open(page: Page, path: string, requests: Requests) {
  requests.touch();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect
    .poll(
      async () =>
        requests.quietFor() >= QUIET_MS &&
        (await page.locator('.boot-splash, [aria-busy="true"]').count()) === 0,
      { intervals: [QUIET_MS, 100] },
    )
    .toBe(true);
}

/** Opens each path and lists everything wrong with it; axe runs on the screens `audited` picks. */
async function walk(
  page: Page,
  language: Language,
  paths: string[],
  watch: { content: Set<string>; errors: string[]; requests: Requests },
) {
  const { content, errors, requests } = watch;
  const problems: string[] = [];
  for (const [index, path] of paths.entries()) {
    await test.step(path, async () => {
      // The first screen loads the app (a drawn page hydrating in the language), the others are taps.
      if (index === 0) await visit(page, path);
      else await open(page, path, requests);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the screen`);
      for (const text of await foreignText(page, language, content)) problems.push(`${path}: ${text}`);
      for (const cover of await coveredElements(page, requests)) problems.push(`${path}: ${cover}`);
      if (audited(language, index)) problems.push(...report(await violations(page, path)));
      problems.push(...errors.splice(0).map((error) => `${path}: console error ${error}`));
    });
  }
  return problems;
}

/**
 * axe (~0.8 s a screen here) runs on every fourth screen in each language, a different quarter in
 * each, so that every screen is audited once in the walk and the walk fits its five minutes; the
 * accessibility spec audits every screen in Korean, and the dialogs are audited in every language.
 */
const audited = (language: Language, index: number) =>
  index % 4 === (['ko', 'en', 'de', 'ja'] as const).indexOf(language);

const storage = path.join(os.tmpdir(), `steelyard-walk-${process.pid}.json`);
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${APP_PORT}` });
  await apiSignIn(request, MEMBER);
  await request.storageState({ path: storage });
  await request.dispose();
});
test.afterAll(() => fs.rmSync(storage, { force: true }));

for (const language of ['ko', 'en', 'de', 'ja'] as const) {
  const t = textsIn(language);
  test(`every screen in ${language}: fits, nothing covered, no errors, accessible, in ${language}`, async ({
    browser,
  }) => {
    const visitor = await contextIn(browser, language);
    const page = await visitor.newPage();
    const content = recordContent(page);
    const watch = { content, errors: recordErrors(page), requests: trackRequests(page) };
    const problems = await walk(page, language, await visitorScreens(page.request), watch);
    await test.step('the filter sheet, open', async () => {
      await visit(page, '/products');
      await page.getByRole('button', { name: t.browse.filter }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      problems.push(...report(await violations(page, '/products (filter sheet)')));
      for (const text of await foreignText(page, language, content)) problems.push(`filter sheet: ${text}`);
      problems.push(...watch.errors.splice(0).map((error) => `filter sheet: console error ${error}`));
    });
    await visitor.close();

    const member = await contextIn(browser, language, storage);
    const memberPage = await member.newPage();
    const memberContent = recordContent(memberPage);
    const memberWatch = {
      content: memberContent,
      errors: recordErrors(memberPage),
      requests: trackRequests(memberPage),
    };
    const { paths, mine } = await memberScreens(memberPage.request);
    problems.push(...(await walk(memberPage, language, paths, memberWatch)));
    await test.step('a confirmation dialog, open', async () => {
      // Through the router, as every screen of the walk (a drawn page's hydration is first-screen.spec's).
      await open(memberPage, `/products/${mine}`, memberWatch.requests);
      await memberPage.getByRole('button', { name: t.productDetail.delete, exact: true }).click();
      await expect(memberPage.getByRole('alertdialog')).toBeVisible();
      problems.push(...report(await violations(memberPage, `/products/${mine} (delete dialog)`)));
      for (const text of await foreignText(memberPage, language, memberContent))
        problems.push(`delete dialog: ${text}`);
      problems.push(...memberWatch.errors.splice(0).map((error) => `delete dialog: console error ${error}`));
    });
    await member.close();
    expect(problems).toEqual([]);
  });
}
