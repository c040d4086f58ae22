import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { csrfHeaders } from './support.ts';

/*
 * Every screen of spec §2 that exists, for the specs that walk them all (accessibility, the
 * first-minute walk in four languages): a visitor's, and a member's (signed in on `request`).
 */

/** The id of the first item `url` lists. */
export async function firstId(request: APIRequestContext, url: string): Promise<number> {
  const body = (await (await request.get(url)).json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  expect(id, `an item from ${url}`).toBeTruthy();
  return id!;
}

/** What a visitor can open: lists, pages of the first items, the sign-in and account screens. */
export async function visitorScreens(request: APIRequestContext): Promise<string[]> {
  const productId = await firstId(request, '/api/products?per_page=1');
  const eventId = await firstId(request, '/api/events');
  const noticeId = await firstId(request, '/api/notices');
  const faqId = await firstId(request, '/api/faqs');
  const categoryId = await firstId(request, '/api/productCategories');
  const memberId = (
    (await (await request.get(`/api/products/${productId}`)).json()) as { data: { user: { id: number } } }
  ).data.user.id;
  return [
    '/',
    '/products',
    '/productsSearch?word=%EC%84%A0%EB%B0%98',
    `/products/${productId}`,
    '/productCategories',
    `/productCategories/${categoryId}`,
    '/events',
    `/events/${eventId}`,
    '/faqs',
    `/faqs/${faqId}`,
    '/notices',
    `/notices/${noticeId}`,
    '/searches',
    `/users/${memberId}`,
    '/login',
    '/loginByContact',
    '/loginSample',
    '/socialLogin',
    '/needUpdate',
    '/users/create',
    '/users/findId',
    '/users/findPassword',
    '/users/resetPassword',
    '/users/successFindPassword',
    '/contents/locationPolicy',
    '/contents/privacyPolicy',
    '/contents/servicePolicy',
    '/samples',
    '/drawingRequests',
    '/intro',
    '/requestRemoves/create',
    '/no/such/page',
  ];
}

/** What the member signed in on `request` can open; their first post is `mine`. */
export async function memberScreens(request: APIRequestContext): Promise<{ paths: string[]; mine: number }> {
  const roomId = await firstId(request, '/api/chats');
  const mine = await firstId(request, '/api/users/me/products');
  const drawingId = await firstId(request, '/api/drawingRequests');
  const asked = await request.post('/api/qnas', {
    data: { title: '배송 문의', content: '해외 배송이 되나요?' },
    headers: await csrfHeaders(request),
  });
  const qnaId = ((await asked.json()) as { data: { id: number } }).data.id;
  const paths = [
    '/mypage',
    '/mypage/blocks',
    '/mypage/business',
    '/mypage/settings',
    `/mypage/products/buyer_select?product_id=${mine}`,
    '/mypage/products/indexByBuy',
    '/mypage/products/indexBySell',
    '/mypage/sessions',
    '/products/create',
    `/products/create?id=${mine}`,
    `/products/${mine}`,
    '/alarms',
    '/chats',
    `/chats/${roomId}`,
    '/keywords',
    '/likes',
    '/users/remove',
    '/users/editAccount',
    '/users/editAlarm',
    '/users/editProfile',
    '/qnas',
    '/qnas/create',
    `/qnas/${qnaId}`,
    `/drawingRequests/${drawingId}`,
    '/drawingRequests/create',
    '/bigNotices/create',
    '/factoryApplications',
    '/factoryApplications?tab=received',
    '/factories/create',
    '/freelancers',
    '/mypage/services/requests',
    '/mypage/services/quotes?kind=production&status=awarded',
    '/mypage/services/factories?tab=received',
    '/mypage/services/freelancer',
  ];
  return { paths, mine };
}

export interface Found {
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical violations on the page as it is now. */
export async function violations(page: Page, path: string): Promise<Found[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The map's tiles come from outside; offline they are blank squares Leaflet draws itself.
    .exclude('.leaflet-tile-container')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Opens a screen and waits until it has loaded what it shows. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.boot-splash, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

export const report = (found: Found[]) =>
  found.map((f) => `${f.path}: [${f.impact}] ${f.rule} — ${f.help} (${f.targets.join(', ')})`);
