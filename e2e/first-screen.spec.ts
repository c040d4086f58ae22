import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { errorsOf, test } from './support.ts';

/**
 * Home, the list and a product's page come drawn by the server (`apps/web/src/entry-server.tsx`):
 * the products are in the HTML before any script runs, the app takes that markup over without a
 * hydration error (React's production errors #418/#423/#425 are hydration mismatches), and the
 * page then works as the app.
 */
const HYDRATION_ERROR = /hydrat|#418|#419|#423|#425/i;

/** Remembers the first element matching `selector` as the server drew it, before the app starts. */
async function rememberServerElement(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverElement: Element | null }).serverElement = document.querySelector(wanted);
    });
  }, selector);
}

/** The newest post with a photo (other specs may have left newer ones without). */
async function newestWithPhoto(request: APIRequestContext) {
  const page = (await (await request.get('/api/products?cursor=&per_page=20')).json()) as {
    data: { id: number; title: string; thumb_url: string | null }[];
  };
  return page.data.find((product) => product.thumb_url)!;
}

/** True when the element the server drew is still the one on screen: hydrated, not drawn again. */
const keptServerElement = (page: Page, selector: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { serverElement: Element | null }).serverElement ===
      document.querySelector(wanted),
    selector,
  );

test('home and the list arrive drawn, hydrate without errors and then work', async ({ page, request }) => {
  const newest = await newestWithPhoto(request);
  for (const path of ['/', '/products']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(newest.title);
    expect(html).toContain(`src="${newest.thumb_url}"`);
  }

  const errors = errorsOf(page);
  await rememberServerElement(page, '.product-card img');
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: newest.title }).first()).toBeVisible();
  // A button only React answers: the filter sheet opens.
  await page.getByRole('button', { name: '필터' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await keptServerElement(page, '.product-card img')).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: newest.title }).first()).toBeVisible();
  await page.getByRole('link', { name: newest.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${newest.id}$`));
  expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
});

test('a product page arrives drawn with its photo, hydrates without errors and then works', async ({
  page,
  request,
}) => {
  const newest = await newestWithPhoto(request);
  const html = await (await request.get(`/products/${newest.id}`)).text();
  expect(html).toContain(newest.title);
  expect(html).toMatch(/<img[^>]+class="gallery__slide"/);

  const viewsOf = async () =>
    (await (await request.get(`/api/products/${newest.id}`)).json()).data.view_count as number;
  const viewsBefore = await viewsOf();

  const errors = errorsOf(page);
  await rememberServerElement(page, '.gallery__slide');
  await page.goto(`/products/${newest.id}`);
  await expect(page.getByRole('heading', { name: newest.title, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await keptServerElement(page, '.gallery__slide')).toBe(true);
  // The HTML counts no view; the app's own request for the page does, once.
  await expect.poll(viewsOf).toBe(viewsBefore + 1);
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // The list screen replaces the product page as soon as its module is in (the URL changes first).
  await expect(page.locator('.gallery__slide')).toHaveCount(0);
  expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
});

test('a tap on a drawn product page before the app has started is answered once it has', async ({
  page,
  request,
}) => {
  const newest = await newestWithPhoto(request);
  // The app's entry script waits until the visitor has tapped.
  let releaseApp!: () => void;
  const tapped = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto(`/products/${newest.id}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: '채팅하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${newest.id}$`));
  releaseApp();
  // A visitor who asks to chat is asked to sign in first.
  await expect(page).toHaveURL(/\/login$/);
});
