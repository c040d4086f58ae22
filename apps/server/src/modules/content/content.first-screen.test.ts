import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestAppWithWebBuild();
});
afterAll(() => ctx.close());

const answersOf = (html: string) => firstScreenOf(html).answers!;
const text = (value: string) => JSON.stringify({ ko: value, en: value, de: value, ja: value });

describe('home’s pinned notices inside the page', () => {
  it('carries them in each language exactly as GET /api/notices?pinned=1 answers that language', async () => {
    await ctx.db
      .insertInto('notices')
      .values([
        { title: text('For everyone'), content: text('All'), published: true, pinned: true, language: null },
        { title: text('Only German'), content: text('De'), published: true, pinned: true, language: 'de' },
        { title: text('Not pinned'), content: text('No'), published: true, pinned: false, language: null },
        { title: text('A draft'), content: text('No'), published: false, pinned: true, language: null },
      ])
      .execute();
    const answers = answersOf((await ctx.app.inject({ url: '/' })).body);
    for (const language of ['ko', 'en', 'de', 'ja']) {
      const api = await ctx.app.inject({
        url: '/api/notices?pinned=1&per_page=3',
        headers: { 'accept-language': language },
      });
      expect(answers.find((a) => a.key === `notices:pinned:${language}`)?.body).toEqual(api.json().data);
    }
    const german = answers.find((a) => a.key === 'notices:pinned:de')?.body as { title: string }[];
    expect(german.map((n) => n.title)).toContain('Only German');
    expect(german.map((n) => n.title)).not.toContain('A draft');
    // Only home: the list page has no strip.
    const listKeys = answersOf((await ctx.app.inject({ url: '/products' })).body).map((a) => a.key);
    expect(listKeys.filter((key) => key.startsWith('notices:'))).toEqual([]);
  });
});
