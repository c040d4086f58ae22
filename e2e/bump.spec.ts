import { expect, type APIRequestContext } from '@playwright/test';
import { signedInPage, test } from './support.ts';

const SELLER = 'member2@steelyard.test';

interface OwnPost {
  id: number;
  title: string;
  bump: { left: number; next_at: string } | null;
}

/** One of the seller's open, shown demo posts whose bump is due now (each run bumps one of them). */
async function bumpablePost(request: APIRequestContext): Promise<OwnPost> {
  const own = (await (await request.get('/api/users/me/products?tab=open&per_page=50')).json()).data as {
    id: number;
  }[];
  for (const { id } of own) {
    const post = (await (await request.get(`/api/products/${id}`)).json()).data as OwnPost;
    if (post.bump && post.bump.left > 0 && Date.parse(post.bump.next_at) < Date.now()) return post;
  }
  throw new Error(`${SELLER} has no post whose bump is due`);
}

/**
 * Issue 29's bump: the seller moves an older post back to the top of the newest list from its
 * page; a visitor who had the list's first page (kept by the server) sees it first at once,
 * marked as bumped; the page then says the next bump waits a day.
 */
test('a seller bumps a post to the top of the newest list', async ({ page, browser }) => {
  await page.goto('/products');
  const firstCard = page.locator('.product-card').first();
  await expect(firstCard).toBeVisible();

  const seller = await signedInPage(browser, SELLER);
  const post = await bumpablePost(seller.request);
  await expect(firstCard.locator('.product-card__title')).not.toHaveText(post.title);

  await seller.goto(`/products/${post.id}`);
  await expect(seller.getByText('지금 끌어올릴 수 있어요.', { exact: false })).toBeVisible();
  await seller.getByRole('button', { name: '끌어올리기' }).click();
  await expect(seller.getByText('게시글을 최신 목록 맨 위로 끌어올렸어요.')).toBeVisible();
  // A day less the moment since: '23시간 후' or, rounded up, '내일'.
  await expect(seller.getByText(/(23시간 후|내일) 다시 끌어올릴 수 있어요/)).toBeVisible();
  await expect(seller.getByRole('button', { name: '끌어올리기' })).toBeDisabled();
  await expect(seller.locator('.detail-main__meta')).toContainText('끌올');

  await page.reload();
  await expect(firstCard.locator('.product-card__title')).toHaveText(post.title);
  await expect(firstCard.locator('.product-card__meta')).toContainText('끌올');
  await seller.context().close();
});
