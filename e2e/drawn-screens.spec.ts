import { expect, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from '@steelyard/contracts';
import { APP_PORT, apiSignIn, errorsOf, test } from './support.ts';

/**
 * Issue 27: screens beyond the products drawn by the server with their first data, in the
 * reader's language from the first byte (`<html lang>` and the drawing's own texts), then taken
 * over by the app without a hydration mismatch or any console error: the element the server drew
 * is the one still on screen, and a control only React answers works.
 */
interface DrawnScreen {
  path: string;
  /** The API answer whose first row the screen shows; or, on a screen without data, the text `first` shows. */
  api: string | { ko: string; en: string };
  /** The element that shows the first row's title (or that text). */
  first: string;
  /** The screen's title in each language. */
  title: { ko: string; en: string };
  /** The text `first` shows, read from the API's answer (else its first row's title, headline or word). */
  textOf?: (body: { data: unknown }) => string;
  /** Data the screen's first row needs (or the member it is drawn for), made before the page is asked for. */
  prepare?: (page: Page, language: 'ko' | 'en') => Promise<unknown>;
  /** Something only the app answers, and how to see that it did. */
  use: (page: Page, language: 'ko' | 'en') => Promise<void>;
}

const SCREENS: DrawnScreen[] = [
  {
    path: '/drawingRequests',
    api: '/api/drawingRequests?scope=all&cursor=',
    first: '.service-row__title',
    title: { ko: '도면 가공', en: 'Drawing processing' },
    async use(page, language) {
      await page.getByRole('combobox', { name: language === 'ko' ? '상태' : 'Status' }).selectOption('open');
      await expect(page).toHaveURL(/[?&]status=open/);
    },
  },
  {
    path: '/freelancers',
    api: '/api/freelancers?cursor=',
    first: '.freelancer-row__headline a',
    title: { ko: '프리랜서', en: 'Freelancers' },
    async use(page, language) {
      await page
        .getByRole('combobox', { name: language === 'ko' ? '기술' : 'Skills' })
        .selectOption('plc_electrical');
      await expect(page).toHaveURL(/[?&]skill=plc_electrical/);
    },
  },
  {
    path: '/searches',
    api: '/api/searches/popular',
    first: '.popular-list__item',
    title: { ko: '인기 검색어', en: 'Popular searches' },
    prepare: (page) => page.request.get('/api/products?word=lathe'),
    async use(page, language) {
      await page.getByRole('searchbox', { name: language === 'ko' ? '검색' : 'Search' }).fill('press');
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\/products\?word=press/);
    },
  },
  {
    path: '/login',
    api: { ko: '로그인', en: 'Log in' },
    first: '.auth__submit',
    title: { ko: '스틸야드에 오신 것을 환영합니다', en: 'Welcome to Steelyard' },
    async use(page, language) {
      // Drawn, its controls wait for the app: none is enabled in the server's markup.
      const html = await (await page.request.get('/login')).text();
      expect(html).toMatch(/<select[^>]*disabled/);
      expect(html).toMatch(/<fieldset[^>]*disabled/);
      // The form checks itself: an empty submit names the missing email, in the page's language.
      await page.locator('.auth__submit').click();
      await expect(page.locator('.field__error').first()).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    },
  },
  // A signed-in member's own screens (member1's, in the language of the test's cookie).
  {
    path: '/qnas',
    api: '/api/qnas',
    first: '.qna-row__title',
    title: { ko: '1:1 문의', en: '1:1 inquiry' },
    prepare: signedInIn,
    async use(page, language) {
      await page.getByRole('link', { name: language === 'ko' ? '문의하기' : 'Ask a question' }).click();
      await expect(page).toHaveURL(/\/qnas\/create$/);
    },
  },
  {
    path: '/mypage',
    api: '/api/user',
    textOf: (body) => (body.data as { nickname: string }).nickname,
    first: '.profile-card__name',
    title: { ko: '나의 거래', en: 'My trades' },
    prepare: signedInIn,
    async use(page) {
      await page.locator('.profile-card__link').click();
      await expect(page).toHaveURL(/\/users\/\d+$/);
    },
  },
  {
    path: '/chats',
    api: '/api/chats?tab=all',
    textOf: (body) => (body.data as { other: { nickname: string } }[])[0]!.other.nickname,
    first: '.chat-row__name',
    title: { ko: '채팅', en: 'Chats' },
    prepare: signedInIn,
    async use(page, language) {
      await page.getByRole('tab', { name: language === 'ko' ? '내 상품' : 'My products' }).click();
      await expect(page).toHaveURL(/[?&]tab=mine/);
    },
  },
];

/** member1 signed in, reading in `language` (their stored language would otherwise draw the page). */
async function signedInIn(page: Page, language: 'ko' | 'en') {
  await page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: language, url: `http://127.0.0.1:${APP_PORT}` }]);
  await apiSignIn(page.request, 'member1@steelyard.test');
}

const MARKUP: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** Text as React's server drawing escapes it. */
const asMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => MARKUP[c]!);

/** What the screen's `first` element shows: the first row of its API answer, or its own text. */
async function firstTextOf(page: Page, screen: DrawnScreen, language: 'ko' | 'en') {
  if (typeof screen.api !== 'string') return screen.api[language];
  const body = (await (await page.request.get(screen.api)).json()) as { data: unknown };
  if (screen.textOf) return screen.textOf(body);
  const { data } = body as {
    data: { title?: string; headline?: string; word?: string }[];
  };
  return data[0]!.title ?? data[0]!.headline ?? data[0]!.word!;
}

/** The first element `selector` finds as the server drew it, remembered before any script runs. */
async function rememberDrawn(page: Page, selector: string) {
  await page.addInitScript((first) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawn: Element | null }).drawn = document.querySelector(first);
    });
  }, selector);
}

/** Once the app has started: the remembered element is still on screen (hydrated, not drawn again). */
async function expectDrawnKept(page: Page, selector: string) {
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(
    (first) => (window as unknown as { drawn: Element | null }).drawn === document.querySelector(first),
    selector,
  );
  expect(kept, 'the drawn element is hydrated, not drawn again').toBe(true);
}

async function checkDrawn(page: Page, screen: DrawnScreen, language: 'ko' | 'en') {
  await screen.prepare?.(page, language);
  const firstTitle = await firstTextOf(page, screen, language);
  // The HTML itself: the first row and the screen's title, in the reader's language.
  // As the browser asks for it (its requests from the test carry no language of their own).
  const headers = { 'accept-language': language === 'ko' ? 'ko-KR' : 'en-US' };
  const html = await (await page.request.get(screen.path, { headers })).text();
  expect(html).toContain(`<html lang="${language}"`);
  expect(html).toContain(`data-rendered-language="${language}"`);
  // In the drawing itself, as React writes text (the page's data block has it raw).
  const drawn = html.slice(html.indexOf('<div id="root"'));
  expect(drawn).toContain(asMarkup(firstTitle));
  expect(drawn).toContain(screen.title[language]);

  const errors = errorsOf(page);
  await rememberDrawn(page, screen.first);
  await page.goto(screen.path);
  await expect(page.locator(screen.first).first()).toContainText(firstTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expectDrawnKept(page, screen.first);
  await page.screenshot({ path: test.info().outputPath(`${screen.path.slice(1)}-${language}.png`) });
  await screen.use(page, language);
  expect(errors).toEqual([]);
}

for (const screen of SCREENS) {
  test(`${screen.path} arrives drawn in Korean and hydrates without errors`, async ({ page }) => {
    await checkDrawn(page, screen, 'ko');
  });
  test.describe('in English', () => {
    test.use({ locale: 'en-US' });
    test(`${screen.path} arrives drawn in English and hydrates without errors`, async ({ page }) => {
      await checkDrawn(page, screen, 'en');
    });
  });
}

test.describe('in a time zone far from the server’s', () => {
  // UTC+14: for part of every day already tomorrow where Seoul, the first visit's guess, is not.
  test.use({ timezoneId: 'Pacific/Kiritimati' });
  test('/qnas writes an inquiry’s day where the reader is, drawn and hydrated alike', async ({ page }) => {
    await signedInIn(page, 'ko');
    const { data } = (await (await page.request.get('/api/qnas')).json()) as {
      data: { created_at: string }[];
    };
    const errors = errorsOf(page);
    const date = '.qna-row__date';
    await rememberDrawn(page, date);
    // A first visit, drawn in the language's zone: hydrated as drawn, then written on the reader's day.
    await page.goto('/qnas');
    const day = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
          new Date(iso),
        ),
      data[0]!.created_at,
    );
    await expect(page.locator(date).first()).toHaveText(day);
    await expectDrawnKept(page, date);
    // The app told the server its zone once idle: the next page is drawn on the reader's day from
    // the first byte.
    const zoneCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === TIME_ZONE_COOKIE)?.value;
    await expect.poll(zoneCookie).toBe('Pacific%2FKiritimati');
    const html = await (await page.request.get('/qnas')).text();
    expect(html).toContain('data-rendered-time-zone="Pacific/Kiritimati"');
    expect(html).toContain(`<div class="qna-row__date">${day}</div>`);
    await page.reload();
    await expect(page.locator(date).first()).toHaveText(day);
    await expectDrawnKept(page, date);
    expect(errors).toEqual([]);
  });
});
