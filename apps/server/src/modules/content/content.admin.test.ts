import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createImage, signedInMember } from '../../../test/factories.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const get = (url: string, language = 'ko') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
const noticeCategory = async () =>
  (await ctx.db.selectFrom('categories').select('id').where('kind', '=', 'notice').executeTakeFirstOrThrow())
    .id;
const titles = (response: { json(): { data: { title: string }[] } }) =>
  response.json().data.map((n) => n.title);
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

describe('/api/admin/notices', () => {
  it('publishes a notice in Korean and English: each language reads its own, others Korean; drafts stay hidden', async () => {
    const tag = unique();
    const created = await admin.agent.post('/api/admin/notices', {
      category_id: await noticeCategory(),
      title_ko: `점검 ${tag}`,
      content_ko: '<p><strong>오늘 밤</strong> 점검합니다.</p><img src="/uploads/a.webp" alt="지도">',
      title_en: `Maintenance ${tag}`,
      content_en: '<p><em>Tonight</em> we are down.</p>',
    });
    expect(created.statusCode).toBe(201);
    const notice = created.json().data;
    expect(notice).toMatchObject({ published: false, pinned: false, language: 'all' });
    expect((await get(`/api/notices/${notice.id}`)).statusCode).toBe(404);

    const published = await admin.agent.patch(`/api/admin/notices/${notice.id}/publish`, { published: 1 });
    expect(published.json().data.published).toBe(true);
    const en = (await get(`/api/notices/${notice.id}`, 'en')).json().data;
    expect(en).toMatchObject({
      title: `Maintenance ${tag}`,
      content: '<p><em>Tonight</em> we are down.</p>',
    });
    const ko = (await get(`/api/notices/${notice.id}`, 'ko')).json().data;
    expect(ko.content).toBe(
      '<p><strong>오늘 밤</strong> 점검합니다.</p><img src="/uploads/a.webp" alt="지도" />',
    );
    expect((await get(`/api/notices/${notice.id}`, 'de')).json().data.title).toBe(`점검 ${tag}`);
  });

  it('shows a notice for one language only to that language’s members', async () => {
    const tag = unique();
    const id = (
      await admin.agent.post('/api/admin/notices', {
        language: 'ja',
        published: 1,
        title_ja: `日本だけ ${tag}`,
        content_ja: '<p>日本</p>',
      })
    ).json().data.id;
    expect((await get(`/api/notices/${id}`, 'ja')).statusCode).toBe(200);
    expect((await get(`/api/notices/${id}`, 'ko')).statusCode).toBe(404);
    expect(titles(await get('/api/notices?per_page=100', 'en'))).not.toContain(`日本だけ ${tag}`);
  });

  it('keeps script, event handlers and javascript: links out of what members read', async () => {
    const id = (
      await admin.agent.post('/api/admin/notices', {
        published: 1,
        title_ko: 'XSS',
        content_ko:
          '<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">a</a><a href="JaVaScRiPt:alert(4)">b</a>' +
          '<iframe src="https://evil.test"></iframe><a href="https://example.com" style="x">ok</a></p>',
      })
    ).json().data.id;
    const stored = await ctx.db
      .selectFrom('notices')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const page = (await get(`/api/notices/${id}`)).json().data.content as string;
    for (const html of [stored.content.ko, page]) {
      expect(html).not.toMatch(/<script|alert|onerror|onclick|javascript:|<iframe|style=/iu);
      expect(html).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
      );
    }
  });

  it('pins first, edits, unpublishes and deletes, auditing each change', async () => {
    const tag = unique();
    const make = async (title: string) =>
      (
        await admin.agent.post('/api/admin/notices', {
          published: 1,
          title_ko: title,
          content_ko: '<p>x</p>',
        })
      ).json().data.id as number;
    const older = await make(`older ${tag}`);
    await make(`newer ${tag}`);
    await admin.agent.patch(`/api/admin/notices/${older}/pin`, { pinned: 1 });
    const list = titles(await get('/api/notices?per_page=100'));
    expect(list.indexOf(`older ${tag}`)).toBeLessThan(list.indexOf(`newer ${tag}`));
    expect(titles(await get('/api/notices?pinned=1&per_page=100'))).toContain(`older ${tag}`);
    expect(titles(await get('/api/notices?pinned=1&per_page=100'))).not.toContain(`newer ${tag}`);

    const edited = await admin.agent.patch(`/api/admin/notices/${older}`, {
      published: 1,
      pinned: 1,
      title_ko: `edited ${tag}`,
      content_ko: '<p>y</p>',
    });
    expect(edited.json().data.title.ko).toBe(`edited ${tag}`);
    await admin.agent.patch(`/api/admin/notices/${older}/publish`, { published: 0 });
    expect((await get(`/api/notices/${older}`)).statusCode).toBe(404);
    expect((await admin.agent.delete(`/api/admin/notices/${older}`)).statusCode).toBe(200);
    expect((await admin.agent.get(`/api/admin/notices/${older}`)).statusCode).toBe(404);

    const audits = await ctx.db
      .selectFrom('admin_audits')
      .select(['action', 'admin_id'])
      .where('subject_type', '=', 'notice')
      .where('subject_id', '=', older)
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      'notices.create',
      'notices.pinned',
      'notices.update',
      'notices.published',
      'notices.delete',
    ]);
    expect(new Set(audits.map((a) => a.admin_id))).toEqual(new Set([admin.user.id]));
  });

  it('refuses a missing title or body, HTML in a title, a body only of script, a category of another kind; members get 403', async () => {
    const before = await ctx.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const faqCategory = (
      await ctx.db.selectFrom('categories').select('id').where('kind', '=', 'faq').executeTakeFirstOrThrow()
    ).id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ content_ko: '<p>x</p>' }, 'title_ko', 'Please enter a title.'],
      [{ title_ko: 'T' }, 'content_ko', 'Please enter the content.'],
      [{ language: 'en', title_ko: 'T', content_ko: 'x' }, 'title_en', 'Please enter a title.'],
      [{ title_ko: '<b>T</b>', content_ko: 'x' }, 'title_ko', 'HTML cannot be used here.'],
      [{ title_ko: 'T', content_ko: '<script>alert(1)</script>' }, 'content_ko', 'Please enter the content.'],
      [
        { title_ko: 'T', content_ko: 'x', category_id: faqCategory },
        'category_id',
        'Please select a category.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.agent.post('/api/admin/notices', body, {
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const member = await signedInMember(ctx.app, ctx.db);
    expect(
      (await member.agent.post('/api/admin/notices', { title_ko: 'T', content_ko: 'x' })).statusCode,
    ).toBe(403);
    const after = await ctx.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('/api/admin/faqs and /api/admin/events', () => {
  it('writes an FAQ entry members find by search, grouped by its category', async () => {
    const category = (
      await ctx.db.selectFrom('categories').select('id').where('kind', '=', 'faq').executeTakeFirstOrThrow()
    ).id;
    const word = unique();
    const created = await admin.agent.post('/api/admin/faqs', {
      category_id: category,
      published: 1,
      title_ko: `환불 ${word}`,
      content_ko: '<p>7일 안에</p>',
      title_en: `Refunds ${word}`,
      content_en: '<p>Within 7 days</p>',
    });
    expect(created.statusCode).toBe(201);
    const found = (await get(`/api/faqs?word=${word}`, 'en')).json().data;
    expect(found).toEqual([
      {
        id: created.json().data.id,
        category_id: category,
        question: `Refunds ${word}`,
        answer: '<p>Within 7 days</p>',
      },
    ]);
    expect((await get(`/api/faqs/${created.json().data.id}`, 'ko')).json().data.question).toBe(
      `환불 ${word}`,
    );
    // The search reads the texts, not the stored JSON around them.
    expect((await get(`/api/faqs?word=${encodeURIComponent('"ko":')}`)).json().data).toEqual([]);
  });

  it('writes an event with a period and the admin’s own banner; refuses an end before the start and another’s image', async () => {
    const banner = await createImage(ctx.db, admin.user.id);
    const someoneElses = await createImage(ctx.db, null);
    const day = 86_400_000;
    const fields = {
      published: 1,
      title_ko: '봄 이벤트',
      content_ko: '<p>경품</p>',
      starts_at: new Date(Date.now() + day).toISOString(),
      ends_at: new Date(Date.now() + 3 * day).toISOString(),
    };
    const created = await admin.agent.post('/api/admin/events', { ...fields, image_id: banner.id });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ period: 'upcoming', image: { id: banner.id } });
    const event = (await get(`/api/events/${created.json().data.id}`)).json().data;
    expect(event).toMatchObject({
      title: '봄 이벤트',
      period: 'upcoming',
      image_url: expect.stringMatching(/^\/uploads\//u),
    });

    const backwards = await admin.agent.post(
      '/api/admin/events',
      { ...fields, ends_at: new Date(Date.now()).toISOString() },
      { headers: { 'accept-language': 'en' } },
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.ends_at).toEqual(['The end must be after the start.']);
    const stolen = await admin.agent.post('/api/admin/events', { ...fields, image_id: someoneElses.id });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.image_id).toBeDefined();
  });
});
