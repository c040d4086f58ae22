import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'steelyard';

/** Fills the email/password form that /login and /admin/login share, and submits it. */
export async function signIn(page: Page, email: string, submitLabel = '로그인') {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: submitLabel, exact: true }).click();
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}
