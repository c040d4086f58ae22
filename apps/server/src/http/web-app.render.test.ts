import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import {
  createBusiness,
  createChat,
  createProduct,
  createQna,
  createSeat,
  createUser,
  signedInMember,
} from '../../test/factories.ts';
import { createFreelancer, createServiceRequest } from '../../test/service-fixtures.ts';
import { FAKE_BUILD_CSS, FAKE_BUILD_HEAD, fakeWebBuild, firstScreenOf } from '../../test/web-build.ts';
import { scriptHash } from './security.ts';
import { TIME_ZONE_COOKIE } from '@steelyard/contracts';

/** The web app's server bundle, as `npm run build` makes it (apps/web/dist-ssr). */
const ssrDist = path.resolve(import.meta.dirname, '../../../web/dist-ssr');
const built = existsSync(path.join(ssrDist, 'entry-server.js'));
// `npm test` builds first; only a vitest run of its own, before any build, may go without.
if (!built && process.env.CI === 'true')
  throw new Error(`No server bundle in ${ssrDist}: run 'npm run build'`);

/** What is inside `<div id="root">` and what the root says about it. */
/** Hangul in a drawn page's text (the test's posts have Latin titles; their places are translated). */
const koreanIn = (markup: string) => markup.replace(/<[^>]+>/g, ' ').match(/[\uac00-\ud7a3]+/g) ?? [];

function rootOf(html: string) {
  const open = /<div id="root"([^>]*)>/.exec(html)!;
  return {
    attributes: open[1]!,
    inside: html.slice(open.index + open[0].length, html.lastIndexOf('</body>')),
  };
}

// Needs `npm run build` (it draws with the real app's bundle); scripts/test.mjs builds first.
describe.skipIf(!built)('pages the server draws', () => {
  let ctx: TestContext;
  const webDist = fakeWebBuild();
  beforeAll(async () => {
    ctx = await buildTestApp({ WEB_DIST: webDist, WEB_SSR_DIST: ssrDist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('draws home and the list with their products and photos, in Korean, marked for hydration', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { withImage: true, title: 'drawn lathe' });
    const { thumb_url } = (await ctx.app.inject({ url: '/api/products?cursor=&per_page=20' })).json().data[0];
    for (const page of ['/', '/products']) {
      const root = rootOf((await ctx.app.inject({ url: page })).body);
      expect(root.attributes).toMatch(/data-rendered-language="ko" data-rendered-at="\d+"/);
      expect(root.inside).toContain('<h3 class="product-card__title">drawn lathe</h3>');
      expect(root.inside).toContain(`href="/products/${product.id}"`);
      expect(root.inside).toMatch(new RegExp(`<img src="${thumb_url}"[^>]*fetchPriority="high"`));
      expect(root.inside).toContain('방금 올라온 매물');
      expect(root.inside).not.toContain('boot-splash');
    }
  });

  it('draws a product page with its title and photo', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { withImage: true, title: 'drawn press' });
    const root = rootOf((await ctx.app.inject({ url: `/products/${product.id}` })).body);
    expect(root.inside).toContain('<h1 class="detail-main__title">drawn press</h1>');
    expect(root.inside).toMatch(/<img src="\/uploads\/images\/[^"]+\.webp"[^>]+class="gallery__slide"/);
  });

  it('draws the services lists with their newest requests, in the reader’s language', async () => {
    const member = await createUser(ctx.db);
    const request = await createServiceRequest(ctx.db, member.id, { title: 'drawn shaft' });
    await createServiceRequest(ctx.db, member.id, { kind: 'production', title: 'drawn frame' });
    const korean = rootOf((await ctx.app.inject({ url: '/drawingRequests' })).body);
    expect(korean.attributes).toMatch(/data-rendered-language="ko" data-rendered-at="\d+"/);
    expect(korean.inside).toContain('<p class="service-row__title">drawn shaft</p>');
    expect(korean.inside).toContain(`href="/drawingRequests/${request.id}"`);
    expect(korean.inside).toContain('도면 가공');
    expect(korean.inside).not.toContain('boot-splash');
    const html = (await ctx.app.inject({ url: '/bigNotices', headers: { 'accept-language': 'en' } })).body;
    expect(html).toContain('<html lang="en"');
    const english = rootOf(html);
    expect(english.attributes).toContain('data-rendered-language="en"');
    expect(english.inside).toContain('<p class="service-row__title">drawn frame</p>');
    expect(english.inside).toContain('Made-to-order production');
    expect(koreanIn(english.inside)).toEqual([]);
  });

  it('draws the freelancers with their newest profiles, in the reader’s language', async () => {
    const member = await createUser(ctx.db);
    const id = await createFreelancer(ctx.db, member.id);
    for (const [language, title] of [
      ['ko', '프리랜서'],
      ['en', 'Freelancers'],
    ] as const) {
      const html = (
        await ctx.app.inject({ url: '/freelancers', headers: { cookie: `steelyard_lang=${language}` } })
      ).body;
      expect(html).toContain(`<html lang="${language}"`);
      const root = rootOf(html);
      expect(root.attributes).toContain(`data-rendered-language="${language}"`);
      expect(root.inside).toMatch(new RegExp(`<a href="/freelancers/${id}"[^>]*>PLC and panel work</a>`));
      expect(root.inside).toContain(title);
      if (language !== 'ko') expect(koreanIn(root.inside)).toEqual([]);
    }
  });

  it('draws /searches with the member’s recent searches and the popular words, in their language', async () => {
    const member = await signedInMember(ctx.app, ctx.db, { language: 'en' }, 'en');
    await member.agent.get('/api/products?word=gearbox');
    const english = await member.agent.get('/searches');
    expect(english.body).toContain('<html lang="en"');
    const root = rootOf(english.body);
    expect(root.attributes).toContain('data-rendered-language="en"');
    expect(root.inside).toMatch(/<a href="\/products\?word=gearbox"[^>]*>gearbox<\/a>/);
    expect(root.inside).toContain('Popular searches');
    expect(koreanIn(root.inside)).toEqual([]);
    // A visitor reads the same screen in Korean, with no recent search.
    const korean = rootOf((await ctx.app.inject({ url: '/searches' })).body);
    expect(korean.attributes).toContain('data-rendered-language="ko"');
    expect(korean.inside).toContain('최근 검색어가 없습니다.');
    expect(korean.inside).toMatch(/<span class="popular-list__rank">1<\/span>/);
  });

  it('draws a member’s /qnas with their inquiries and /mypage with their name, never another member’s', async () => {
    const a = await signedInMember(ctx.app, ctx.db, { nickname: 'drawn-amber', language: 'en' }, 'en');
    const b = await signedInMember(ctx.app, ctx.db, { nickname: 'drawn-basil', language: 'ko' }, 'ko');
    const question = await createQna(ctx.db, a.user.id, 'Drawn pump question');
    await createQna(ctx.db, b.user.id, 'Drawn valve question');
    const english = rootOf((await a.agent.get('/qnas')).body);
    expect(english.attributes).toContain('data-rendered-language="en"');
    expect(english.inside).toMatch(
      new RegExp(`<a [^>]*href="/qnas/${question.id}"[^>]*>.*Drawn pump question`, 's'),
    );
    expect(english.inside).toContain('Waiting');
    expect(english.inside).not.toContain('Drawn valve question');
    const mypage = rootOf((await a.agent.get('/mypage')).body);
    expect(mypage.inside).toContain('drawn-amber');
    expect(mypage.inside).toContain('href="/qnas"');
    // The other member, in Korean: their own inquiry and name alone.
    const korean = rootOf((await b.agent.get('/qnas')).body);
    expect(korean.attributes).toContain('data-rendered-language="ko"');
    expect(korean.inside).toContain('Drawn valve question');
    expect(korean.inside).not.toContain('Drawn pump question');
    const theirs = rootOf((await b.agent.get('/mypage')).body).inside;
    expect(theirs).toContain('drawn-basil');
    expect(theirs).not.toContain('drawn-amber');
  });

  it('draws an inquiry’s day in the reader’s time zone from its cookie, a bad one ignored', async () => {
    const member = await signedInMember(ctx.app, ctx.db, { language: 'en' }, 'en');
    const question = await createQna(ctx.db, member.user.id, 'Midnight pump question');
    // 23:30 UTC: already the 29th in Tokyo, still the 28th in Los Angeles (and New York).
    await ctx.db
      .updateTable('qnas')
      .set({ created_at: new Date('2026-11-28T23:30:00Z') })
      .where('id', '=', question.id)
      .execute();
    const drawnIn = async (zone: string | null) => {
      if (zone !== null) member.agent.setCookie(TIME_ZONE_COOKIE, zone);
      const response = await member.agent.get('/qnas');
      expect(response.statusCode).toBe(200);
      const root = rootOf(response.body);
      return {
        zone: /data-rendered-time-zone="([^"]*)"/.exec(root.attributes)?.[1],
        day: /<div class="qna-row__date">([^<]*)<\/div>/.exec(root.inside)?.[1],
      };
    };
    // A first visit: the zone the page's language suggests, which the root tells the app.
    expect(await drawnIn(null)).toEqual({ zone: 'America/New_York', day: '11/28/2026' });
    expect(await drawnIn('Asia/Tokyo')).toEqual({ zone: 'Asia/Tokyo', day: '11/29/2026' });
    expect(await drawnIn('America/Los_Angeles')).toEqual({ zone: 'America/Los_Angeles', day: '11/28/2026' });
    // Spelled in another case, the zone is drawn under its own name.
    expect(await drawnIn('asia/tokyo')).toEqual({ zone: 'Asia/Tokyo', day: '11/29/2026' });
    // A value that names no zone is ignored, never an error.
    for (const bad of ['Mars/Olympus_Mons', '"><script>alert(1)</script>', 'Asia/Tokyo'.repeat(10)])
      expect(await drawnIn(bad)).toEqual({ zone: 'America/New_York', day: '11/28/2026' });
    // A Korean page without the cookie: Seoul's day.
    const korean = await signedInMember(ctx.app, ctx.db, { language: 'ko' }, 'ko');
    await createQna(ctx.db, korean.user.id);
    expect(rootOf((await korean.agent.get('/qnas')).body).attributes).toContain(
      'data-rendered-time-zone="Asia/Seoul"',
    );
  });

  it('draws a member’s /chats with their rooms, in their language, never another member’s', async () => {
    const seller = await createUser(ctx.db, { nickname: 'drawn-seller' });
    const a = await signedInMember(ctx.app, ctx.db, { nickname: 'drawn-cedar', language: 'en' }, 'en');
    const b = await signedInMember(ctx.app, ctx.db, { nickname: 'drawn-dill', language: 'en' }, 'en');
    const pump = await createProduct(ctx.db, seller.id, { title: 'drawn gear pump' });
    const room = await createChat(ctx.db, pump.id, a.user.id, 2);
    const english = rootOf((await a.agent.get('/chats')).body);
    expect(english.attributes).toContain('data-rendered-language="en"');
    expect(english.inside).toMatch(new RegExp(`<a [^>]*href="/chats/${room.id}"[^>]*>.*drawn-seller`, 's'));
    expect(english.inside).toContain('Hello 2');
    expect(koreanIn(english.inside)).toEqual([]);
    // The other member has no room: the empty list, and nothing of the first one's.
    const theirs = rootOf((await b.agent.get('/chats')).body);
    expect(theirs.attributes).toContain('data-rendered-language="en"');
    expect(theirs.inside).not.toContain('drawn-seller');
    expect(theirs.inside).not.toContain('Hello 2');
  });

  it('draws a seat holder’s /chats as the app shows it: their two inboxes, their own rooms, no one else’s', async () => {
    const owner = await createUser(ctx.db, { nickname: 'drawn-owner' });
    const business = await createBusiness(ctx.db, owner.id);
    const holder = await signedInMember(ctx.app, ctx.db, { nickname: 'drawn-holder', language: 'en' }, 'en');
    await createSeat(ctx.db, { businessId: business, ownerId: owner.id, userId: holder.user.id });
    const seller = await createUser(ctx.db, { nickname: 'drawn-own-seller' });
    const own = await createChat(
      ctx.db,
      (await createProduct(ctx.db, seller.id, { title: 'own pump' })).id,
      holder.user.id,
    );
    // The business's room (its owner's post) and another member's room.
    const customer = await createUser(ctx.db, { nickname: 'drawn-customer' });
    const press = await createProduct(ctx.db, owner.id, { title: 'business press' });
    const businessRoom = await createChat(ctx.db, press.id, customer.id);
    const stranger = await createUser(ctx.db, { nickname: 'drawn-stranger' });
    const strangerRoom = await createChat(
      ctx.db,
      (await createProduct(ctx.db, seller.id, { title: 'stranger valve' })).id,
      stranger.id,
    );

    const page = await holder.agent.get('/chats');
    // The answers the app would fetch for the seat holder, as their API answers them.
    const { answers } = firstScreenOf(page.body);
    expect(answers).toContainEqual({
      key: 'chats:first-page',
      body: (await holder.agent.get('/api/chats?tab=all')).json(),
    });
    const seat = (await holder.agent.get('/api/businessSeats/mine')).json();
    expect(seat.data.business.legal_name).toBe(`Lathe Works ${owner.id}`);
    expect(answers).toContainEqual({ key: 'businesses:my-seat', body: seat });
    // Drawn as the app draws /chats for a seat: the inboxes, their own first, then the tabs of their rooms.
    const drawn = rootOf(page.body).inside;
    const tab = (name: string, selected: boolean) =>
      new RegExp(`<button[^>]*role="tab"[^>]*aria-selected="${selected}"[^>]*>${name}</button>`);
    expect(drawn).toContain('aria-label="Inboxes"');
    expect(drawn).toMatch(tab('My chats', true));
    expect(drawn).toMatch(tab(`Lathe Works ${owner.id}`, false));
    expect(drawn).toMatch(tab('All', true));
    expect(drawn).toMatch(new RegExp(`<a [^>]*href="/chats/${own.id}"[^>]*>.*drawn-own-seller`, 's'));
    // The business's rooms are its inbox's, which the app shows at ?inbox=business; no one else's.
    expect(drawn).not.toContain(`href="/chats/${businessRoom.id}"`);
    expect(drawn).not.toContain('drawn-customer');
    expect(drawn).not.toContain(`href="/chats/${strangerRoom.id}"`);
    expect(drawn).not.toContain('drawn-stranger');
    expect(koreanIn(drawn)).toEqual([]);
  });

  it('draws /login with its form, in the reader’s language, the boot’s answers beside it', async () => {
    for (const [language, title, button] of [
      ['ko', '로그인', '로그인'],
      ['en', 'Log in', 'Log in'],
    ] as const) {
      const html = (
        await ctx.app.inject({ url: '/login', headers: { cookie: `steelyard_lang=${language}` } })
      ).body;
      expect(html).toContain(`<html lang="${language}"`);
      expect(firstScreenOf(html).answers!.map((answer) => answer.key)).toContain(`boot:${language}`);
      const root = rootOf(html);
      expect(root.attributes).toContain(`data-rendered-language="${language}"`);
      expect(root.inside).toContain(title);
      expect(root.inside).toMatch(new RegExp(`<button type="submit"[^>]*>${button}</button>`));
      expect(root.inside).toMatch(/<input[^>]+type="email"/);
      // The language picker names Korean in Korean, as each language in its own.
      if (language !== 'ko') expect(koreanIn(root.inside)).toEqual(['한국어']);
    }
    expect(firstScreenOf((await ctx.app.inject({ url: '/login?next=x' })).body).answers).toBeNull();
  });

  it('sends a drawn page with its stylesheet inside and the app’s scripts loaded by its page script; the shell as built', async () => {
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { withImage: true });
    const drawn = (await ctx.app.inject({ url: '/products' })).body;
    expect(drawn).toContain(`<style>${FAKE_BUILD_CSS}</style>`);
    expect(drawn).not.toContain('rel="stylesheet"');
    expect(drawn).not.toContain('<script type="module"');
    expect(drawn).not.toContain('rel="modulepreload"');
    expect(drawn).toContain('<script data-app-scripts="/assets/index-a1.js /assets/query-b2.js">');
    expect((await ctx.app.inject({ url: '/chats' })).body).toContain(FAKE_BUILD_HEAD);
  });

  it('leaves every other page, and a page it may not show, to the app: the shell with its splash', async () => {
    const seller = await createUser(ctx.db);
    const hidden = await createProduct(ctx.db, seller.id, { hidden: true });
    for (const page of [
      '/chats',
      '/mypage',
      '/products?word=x',
      `/products/${hidden.id}`,
      '/products/999999',
    ]) {
      const root = rootOf((await ctx.app.inject({ url: page })).body);
      expect(root.attributes).toBe('');
      expect(root.inside).toBe('<div class="boot-splash"></div></div>');
    }
  });

  it('puts the page script (early taps, the app’s start) into a drawn page only, allowed by its hash alone', async () => {
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id);
    const drawn = await ctx.app.inject({ url: '/products' });
    const script = /<script data-app-scripts="[^"]+">(.+?)<\/script>/s.exec(drawn.body)![1]!;
    expect(script).toContain('holdTaps');
    expect(script).toContain('startAppAfterFirstPhoto');
    const scriptSrc = /script-src ([^;]+)/.exec(drawn.headers['content-security-policy'] as string)![1];
    expect(scriptSrc).toBe(`'self' ${scriptHash(script)}`);
    expect((await ctx.app.inject({ url: '/chats' })).body).not.toContain('<script>');
  });

  it('draws every page in the reader’s language from the first byte: the cookie, a member’s stored language, Accept-Language, else Korean', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { withImage: true, title: 'drawn drill' });
    const member = await signedInMember(ctx.app, ctx.db, { language: 'ja' }, 'en');
    const cases: { headers: Record<string, string>; expected: string; via?: typeof member.agent }[] = [
      { headers: { cookie: 'steelyard_lang=en', 'accept-language': 'de' }, expected: 'en' },
      { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }, expected: 'de' },
      { headers: {}, via: member.agent, expected: 'ja' },
      { headers: { 'accept-language': 'fr-FR' }, expected: 'ko' },
    ];
    for (const { headers, expected, via } of cases) {
      for (const page of ['/', '/products', `/products/${product.id}`]) {
        const response = via
          ? await via.get(page, { headers })
          : await ctx.app.inject({ url: page, headers });
        const html = response.body;
        expect(html).toContain(`<html lang="${expected}"`);
        const root = rootOf(html);
        expect(root.attributes).toContain(`data-rendered-language="${expected}"`);
        expect(root.inside).not.toContain('boot-splash');
        if (expected !== 'ko') expect(koreanIn(root.inside), `${page} in ${expected}`).toEqual([]);
      }
    }
    const list = rootOf(
      (await ctx.app.inject({ url: '/products', headers: { cookie: 'steelyard_lang=ja' } })).body,
    );
    expect(list.inside).toContain('drawn drill');
    // The places in the reader's language too (point 3): 서울특별시 강남구.
    expect(list.inside).toContain('ソウル特別市 Gangnam-gu');
    // The boot's answers in the same language, which the app seeds only when it starts in it.
    expect(
      firstScreenOf(
        (await ctx.app.inject({ url: '/', headers: { cookie: 'steelyard_lang=de' } })).body,
      ).answers!.map((a) => a.key),
    ).toContain('boot:de');
  });

  it('sends the shell of an undrawn page in the reader’s language too', async () => {
    const html = (await ctx.app.inject({ url: '/chats', headers: { 'accept-language': 'ja' } })).body;
    expect(html).toContain('<html lang="ja"');
  });
});
