import { expect } from '@playwright/test';
import { expectPath, signIn, test } from './support.ts';

test('a member signs in and sees the products from the API', async ({ page, request }) => {
  const newest = (await (await request.get('/api/products?per_page=3')).json()).data as { title: string }[];
  expect(newest.length).toBe(3);

  await page.goto('/login');
  await signIn(page, 'member1@steelyard.test');
  await expectPath(page, '/products');
  await expect(page.getByText('방금 올라온 매물')).toBeVisible();
  for (const product of newest) await expect(page.getByText(product.title, { exact: true })).toBeVisible();
});

test('a signed-out visitor to /mypage signs in and comes back to /mypage', async ({ page }) => {
  await page.goto('/mypage');
  await expectPath(page, '/login');
  await signIn(page, 'member1@steelyard.test');
  await expectPath(page, '/mypage');
  await expect(page.getByText('선반장인')).toBeVisible();
});

test('a member opening /admin is sent to /admin/login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'member2@steelyard.test');
  await expectPath(page, '/products');
  await page.goto('/admin');
  await expectPath(page, '/admin/login');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
});

test('the admin signs in and sees the side menu', async ({ page }) => {
  await page.goto('/admin');
  await expectPath(page, '/admin/login');
  await expect(page.getByText('스플래시 광고')).toHaveCount(0);
  await signIn(page, 'admin@steelyard.test');
  await expectPath(page, '/admin');
  // On a phone the side menu sits behind the menu button.
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.getByRole('navigation', { name: '스틸야드 관리자' });
  for (const label of [
    '스플래시 광고',
    '전면 광고',
    '종료 팝업 광고',
    '상품 목록 삽입 광고',
    '상품',
    '회원',
    '알림',
    '이벤트',
    'FAQ',
    '공지사항',
    'Q&A',
    '채팅 내역',
    '신고 내역',
    '최소 금액 설정',
    '병합 필요 도시',
    '병합 필요 시군구',
    '로그아웃',
  ]) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }
  await menu.getByText('회원', { exact: true }).click();
  await expectPath(page, '/admin/users');
  await expect(page.getByText('member1@steelyard.test')).toBeVisible();
});

test('an unknown route shows that the page could not be found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('언어 선택').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('switching to English, German and Japanese changes the texts', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  const expected = { en: 'Log in', de: 'Anmelden', ja: 'ログイン' } as const;
  for (const [language, title] of Object.entries(expected)) {
    await page.getByLabel(/언어 선택|Choose language|Sprache wählen|言語を選択/).selectOption(language);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  // The choice is remembered and the server answers in it.
  await page.goto('/products');
  await expect(page.getByText('新着の出品')).toBeVisible();
});
