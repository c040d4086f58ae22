import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrfHeaders, expectPath, PASSWORD, signIn } from './support.ts';

/** Signs a member in through the API (cookie + CSRF, as the web client does). */
async function apiSignIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', {
    data: { email, password: PASSWORD },
    headers: await csrfHeaders(request),
  });
  expect(login.ok()).toBe(true);
}

test('a keyword alert reaches the member in /alarms and the header badge', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000); // two scrypt sign-ins and a product post on a shared machine
  const keyword = `유압${String(Date.now()).slice(-6)}`;

  await page.goto('/login');
  await signIn(page, 'member1@steelyard.test');
  await expectPath(page, '/products');

  await page.goto('/keywords');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('키워드를 입력해 주세요.')).toBeVisible();
  await page.getByLabel('알림 받을 키워드').fill(keyword);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: keyword })).toBeVisible();
  await page.getByLabel('알림 받을 키워드').fill(keyword);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('이미 등록된 키워드입니다.')).toBeVisible();

  // Another member posts a product that mentions the keyword.
  const seller = await playwright.request.newContext({ baseURL });
  await apiSignIn(seller, 'member2@steelyard.test');
  const categories = (await (await seller.get('/api/productCategories')).json()).data as { id: number }[];
  const title = `${keyword} 프레스 200톤 판매`;
  const created = await seller.post('/api/products', {
    data: {
      type: 'sale',
      category_id: categories[0]!.id,
      title,
      price: 12_000_000,
      price_negotiable: 0,
      description: '정비 완료, 시운전 가능합니다.',
      place_name: '시화공단',
      lat: 37.34,
      lon: 126.73,
    },
    headers: await csrfHeaders(seller),
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { data: { id: number } }).data.id;
  await seller.dispose();

  await page.goto('/alarms');
  const alarm = page.getByRole('listitem').filter({ hasText: title });
  await expect(alarm).toBeVisible();
  await expect(alarm.getByText(`키워드 "${keyword}" 새 글이 올라왔어요`)).toBeVisible();
  const bell = page.getByRole('link', { name: '알림', exact: true });
  await expect(bell).toContainText(/\d+/);

  // Tapping opens the product and marks the alarm read.
  await alarm.getByRole('button').first().click();
  await expectPath(page, `/products/${productId}`);
  await expect(page.getByText(title).first()).toBeVisible();
});
