import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';

let ctx: TestContext;
const t = (ko: string, en: string) => JSON.stringify({ ko, en, de: '', ja: '' });
beforeAll(async () => {
  ctx = await buildTestApp();
  const category = await ctx.db
    .selectFrom('categories')
    .select('id')
    .where('kind', '=', 'notice')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('notices')
    .values([
      {
        category_id: category.id,
        title: t('점검 안내', 'Maintenance'),
        content: t('내용', 'Body'),
        published: true,
        created_at: new Date('2026-11-01'),
      },
      {
        category_id: null,
        title: t('새 기능', 'New feature'),
        content: t('내용2', 'Body 2'),
        published: true,
        created_at: new Date('2026-11-10'),
      },
    ])
    .execute();
  await ctx.db
    .insertInto('faqs')
    .values({ title: t('질문', 'Question'), content: t('답변', 'Answer'), position: 0, published: true })
    .execute();
  const now = Date.now();
  await ctx.db
    .insertInto('events')
    .values([
      {
        title: t('진행 중', 'Ongoing'),
        content: t('c', 'c'),
        published: true,
        starts_at: new Date(now - 86400000),
        ends_at: new Date(now + 86400000),
      },
      {
        title: t('예정', 'Upcoming'),
        content: t('c', 'c'),
        published: true,
        starts_at: new Date(now + 86400000),
        ends_at: new Date(now + 2 * 86400000),
      },
    ])
    .execute();
});
afterAll(() => ctx.close());

const get = (url: string, language = 'ko') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('notices, FAQ and events', () => {
  it('pages notices newest first in the request language, falling back to Korean', async () => {
    const en = (await get('/api/notices', 'en')).json();
    expect(en.data.map((n: { title: string }) => n.title)).toEqual(['New feature', 'Maintenance']);
    expect(en.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    const de = (await get('/api/notices', 'de')).json();
    expect(de.data[0].title).toBe('새 기능');
  });

  it('filters notices by category and shows one', async () => {
    const category = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('kind', '=', 'notice')
      .executeTakeFirstOrThrow();
    const filtered = (await get(`/api/notices?category_id=${category.id}`)).json();
    expect(filtered.data.map((n: { title: string }) => n.title)).toEqual(['점검 안내']);
    const one = await get(`/api/notices/${filtered.data[0].id}`, 'en');
    expect(one.json().data).toMatchObject({ title: 'Maintenance', content: 'Body' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const missing = await get('/api/notices/99999', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'This page could not be found.' });
    const malformed = await get('/api/notices/abc', 'en');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'This page could not be found.' });
  });

  it('lists FAQs, and events with their period', async () => {
    expect((await get('/api/faqs', 'en')).json().data).toEqual([
      { id: expect.any(Number), category_id: null, question: 'Question', answer: 'Answer' },
    ]);
    const events = (await get('/api/events', 'en')).json().data;
    expect(events.map((e: { title: string; period: string }) => [e.title, e.period])).toEqual([
      ['Upcoming', 'upcoming'],
      ['Ongoing', 'ongoing'],
    ]);
  });
});
