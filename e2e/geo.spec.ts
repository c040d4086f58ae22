import { createServer, type Server } from 'node:http';
import { expect } from '@playwright/test';
import {
  apiSignIn,
  chatBubble,
  csrfHeaders,
  postProduct,
  signInAs,
  test,
  TRANSLATE_PORT,
} from './support.ts';

/**
 * Issue 16's places and translations in Chromium at 390×844: a pin names its place through the
 * offline geocoder (nothing configured) and a typed place moves the pin; a German member reads a
 * Korean post and a Korean chat message in German through a LibreTranslate stand-in on loopback,
 * and switches back to the original.
 */
let translator: Server;
const translated: { q: string; target: string }[] = [];
test.beforeAll(async () => {
  translator = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const { q, target } = JSON.parse(raw) as { q: string; target: string };
      translated.push({ q, target });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ translatedText: `[${target}] ${q}`, detectedLanguage: { language: 'ko' } }),
      );
    });
  });
  await new Promise<void>((resolve) => translator.listen(TRANSLATE_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => translator.close(() => resolve())));

test('a dropped pin names its place, and a typed place moves the pin', async ({ page }) => {
  await signInAs(page, 'member1@steelyard.test');
  await page.goto('/products/create');
  const placeName = page.getByLabel('장소 이름');
  // The map loads when it comes near the screen.
  await page.locator('.product-form__place .map-view').scrollIntoViewIfNeeded();
  const canvas = page.locator('.map-view__canvas');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await canvas.click({ position: { x: 195, y: 130 } });
  await expect(page.getByText(/위치 표시됨/)).toBeVisible();
  await expect(placeName).not.toHaveValue('', { timeout: 15_000 });

  await page.getByLabel('장소 검색').fill('부산');
  await page.getByLabel('장소 검색').press('Enter');
  await page.getByRole('button', { name: '부산광역시' }).click();
  await expect(placeName).toHaveValue('부산광역시');
  await expect(page.getByText(/위치 표시됨 \(35\.\d+, 129\.\d+\)/)).toBeVisible();
  await page.locator('.product-form__place').screenshot({ path: test.info().outputPath('place-picker.png') });
});

test.describe('a browser that shares its location', () => {
  test.use({ geolocation: { latitude: 35.6812, longitude: 139.7671 }, permissions: ['geolocation'] });

  test("'use my location' drops the pin where the device is and names the place", async ({ page }) => {
    await signInAs(page, 'member1@steelyard.test');
    await page.goto('/products/create');
    await page.getByRole('button', { name: '현재 위치 사용' }).click();
    await expect(page.getByLabel('장소 이름')).toHaveValue(/東京都/, { timeout: 15_000 });
    await expect(page.getByText('위치 표시됨 (35.68120, 139.76710)')).toBeVisible();
  });
});

test('a German member reads a Korean post and chat message in German, and the original again', async ({
  page,
  request,
}) => {
  // The seller (Korean) posts; the German member opens a chat, and the seller writes in it.
  await apiSignIn(request, 'member4@steelyard.test');
  const productId = await postProduct(request, `중고 선반 ${Date.now()}`);
  await signInAs(page, 'member5@steelyard.test');
  await page.evaluate(() => window.localStorage.setItem('steelyard.language', 'de'));
  const room = await page.request.post('/api/chats', {
    data: { product_id: productId },
    headers: await csrfHeaders(page.request),
  });
  expect(room.ok()).toBe(true);
  const roomId = ((await room.json()) as { data: { id: number } }).data.id;
  const sent = await request.post(`/api/chats/${roomId}/messages`, {
    data: { body: '금요일에 보러 오세요' },
    headers: await csrfHeaders(request),
  });
  expect(sent.ok()).toBe(true);

  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Übersetzen' }).click();
  await expect(page.getByText('[de] 정비 완료, 시운전 가능합니다.')).toBeVisible();
  await expect(page.locator('.detail-main__title')).toHaveAttribute('lang', 'de');
  await page.screenshot({ path: test.info().outputPath('translated-post.png') });
  await page.getByRole('button', { name: 'Original anzeigen' }).click();
  await expect(page.getByText('정비 완료, 시운전 가능합니다.', { exact: true })).toBeVisible();

  await page.goto(`/chats/${roomId}`);
  await expect(chatBubble(page, '금요일에 보러 오세요')).toBeVisible();
  await page.getByRole('button', { name: 'Übersetzen' }).click();
  await expect(chatBubble(page, '[de] 금요일에 보러 오세요')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('translated-chat.png') });
  await page.getByRole('button', { name: 'Original anzeigen' }).click();
  await expect(chatBubble(page, '[de] 금요일에 보러 오세요')).toHaveCount(0);
  expect(translated.map((call) => call.target)).toEqual(['de', 'de', 'de']);
});
