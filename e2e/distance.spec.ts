import { expect as baseExpect } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@steelyard/contracts';
import { APP_PORT, test } from './support.ts';

/**
 * Issue 29's search by distance at a phone's size (390×844): a visitor finds a place by name in
 * the filter sheet (the offline geocoder's Changwon), keeps the posts within 10 km of it, nearest
 * first, each card saying how far it is; the URL keeps the search through a reload and its chip
 * removes it. Photographed for a person to look at.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The demo posts around Changwon's centre (35.228, 128.681), nearest first. */
const NEAR_CHANGWON = [
  '미쓰도요 버니어 캘리퍼스 150mm 나눔합니다',
  '범용 터렛 밀링기 2호 (수동, 디지털 DRO 부착)',
  // At the same pin as the next: the id orders them.
  '화천 HL-460 2012년식 (거래완료)',
  'CNC 선반 화천 HL-460 2015년식',
  'THK LM가이드 HSR25 레일 1000mm 2개 + 블록 4개',
  '두산 머시닝센터 DNM 5700 (2017년)',
  '200L 빈 드럼통 5개 (세척 완료)',
  '소형 CNC 선반 구합니다 (척 8인치 이하)',
  '도면 가공 의뢰 받습니다 (CNC 선반·밀링, 소량 가능)',
];
const SEARCHED = /\/products\?(?=.*near=35\.2281%2C128\.6811)(?=.*within_km=10)(?=.*sort=distance)/;

test('a visitor finds the posts within 10 km of a chosen place, nearest first', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // 'Who am I' answers a visitor 401, as the API says; the browser logs every 4xx.
    if (message.location().url.endsWith('/api/user') && message.text().includes('401')) return;
    if (message.type() === 'error') errors.push(message.text());
  });
  await page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: `http://127.0.0.1:${APP_PORT}` }]);
  await page.goto('/products');
  await page.locator('.browse-head__filter').click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Search for a place').fill('Changwon');
  await sheet.getByRole('button', { name: 'Search', exact: true }).click();
  await sheet.getByRole('button', { name: 'Changwon', exact: true }).click();
  await expect(sheet.getByText('Measured from Changwon')).toBeVisible();
  await sheet.getByRole('radio', { name: '10 km' }).check();
  await sheet.getByRole('radio', { name: 'Nearest' }).check();
  await page.screenshot({ path: testInfo.outputPath('distance-sheet-en.png') });
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet).toBeHidden();

  await expect(page).toHaveURL(SEARCHED);
  const cards = page.locator('.product-list .product-card');
  const expectNearby = async () => {
    await expect(cards.locator('.product-card__title')).toHaveText(NEAR_CHANGWON);
    await expect(cards.first().locator('.product-card__meta')).toHaveText(/^1\.6 km · /);
    await expect(cards.locator('.product-card__meta')).toHaveText(
      NEAR_CHANGWON.map(() => /^\d(\.\d)? km · /),
    );
  };
  await expectNearby();
  await page.screenshot({ path: testInfo.outputPath('distance-list-en.png') });

  // A reload (or a shared link) draws the same search from the URL.
  await page.reload();
  await expect(page).toHaveURL(SEARCHED);
  await expectNearby();

  await page.getByRole('button', { name: 'Remove filter: Within 10 km' }).click();
  await expect(page).not.toHaveURL(/near=/);
  await expect(cards.first().locator('.product-card__meta')).not.toHaveText(/ km · /);
  expect(errors).toEqual([]);
});
