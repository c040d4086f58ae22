import { createServer, type Server } from 'node:http';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { test, TILE_PORT } from './support.ts';

/**
 * Spec §1 and the maps: a phone's browser on a product link is sent to the app and lands on /intro
 * when the app is missing; the map draws real PNG tiles from the configured tile server on loopback.
 */
let tiles: Server;
const tileRequests: string[] = [];
test.beforeAll(async () => {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#d8e6d0' } })
    .png()
    .toBuffer();
  tiles = createServer((request, response) => {
    tileRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(png);
  });
  await new Promise<void>((resolve) => tiles.listen(TILE_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => tiles.close(() => resolve())));

async function newestProductWithPlace(request: APIRequestContext) {
  const list = await (await request.get('/api/products?cursor=&per_page=20')).json();
  for (const { id } of list.data as { id: number }[]) {
    const detail = (await (await request.get(`/api/products/${id}`)).json()).data;
    if (detail.lat != null) return detail as { id: number; title: string; place_name: string };
  }
  throw new Error('no demo product with a place');
}

test.describe('a phone’s browser that has not chosen the browser', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('is sent to the app from a product link, and lands on /intro when the app is missing', async ({
    page,
    request,
  }) => {
    const product = await newestProductWithPlace(request);
    // The page leaves for the app's scheme as soon as it runs, sometimes before its 'load' event.
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`/intro\\?next=%2Fproducts%2F${product.id}$`), {
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: '앱에서 열기' })).toHaveAttribute(
      'href',
      `steelyard://products/${product.id}`,
    );
    await page.screenshot({ path: test.info().outputPath('intro.png') });
    // Chromium answers the unknown steelyard:// link with its external-protocol prompt, which keeps
    // the mouse from the page (a person would dismiss it): the button gets its click directly.
    await page.getByRole('button', { name: '브라우저로 계속 보기' }).dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    // Chosen once: the next product link stays in the browser.
    await page.goto(`/products/${product.id}`);
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  });

  test('stays on the site when a product is tapped in the list (issue 23 §1)', async ({ page }) => {
    // The app's wait for the native app is run through at once by the page's clock.
    await page.clock.install();
    const config = page.waitForResponse((response) => response.url().endsWith('/api/clientConfig'));
    await page.goto('/products');
    await config;
    const card = page.locator('a.product-card').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });
});

test('the map of a product draws the tile server’s tiles', async ({ page, request }) => {
  const product = await newestProductWithPlace(request);
  tileRequests.length = 0;
  await page.goto(`/products/${product.id}`);
  await page.locator('.map-view').scrollIntoViewIfNeeded();
  await expect(page.locator('.map-view img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
  expect(tileRequests.some((url) => /^\/tiles\/15\/\d+\/\d+\.png$/.test(url))).toBe(true);
  await expect(page.locator('.map-view[data-tiles-failed]')).toHaveCount(0);
  await expect(page.getByText('Steelyard test tiles')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('map.png'), fullPage: true });
});

test('a map whose tile server never answers says it could not load (issue 23 §8)', async ({
  page,
  request,
}) => {
  const product = await newestProductWithPlace(request);
  await page.clock.install();
  // The tile server takes the requests and never answers them: no error event ever comes.
  await page.route(/\/tiles\/\d+\/\d+\/\d+\.png$/, () => undefined);
  let asked = false;
  page.on('request', (sent) => {
    if (/\/tiles\/\d+\/\d+\/\d+\.png$/.test(sent.url())) asked = true;
  });
  await page.goto(`/products/${product.id}`);
  // The map loads when it comes near the screen; the page above it may still grow (its photos,
  // the specifications) after the first scroll, so bring it into view until its tiles are asked.
  await expect
    .poll(async () => {
      await page.locator('.map-view').scrollIntoViewIfNeeded();
      return asked;
    })
    .toBe(true);
  await page.clock.runFor(11_000);
  await expect(page.locator('.map-view[data-tiles-failed]')).toHaveCount(1);
  await expect(page.getByText('지도를 불러오지 못했습니다. 장소 이름을 참고해 주세요.')).toBeVisible();
});
