import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, specTemplateId } from '../../../test/factories.ts';

/** Issue 28: lists sorted by a machine's figures, keyset-paged, only machines that give the figure. */

let ctx: TestContext;
let lathe: number;
let press: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  lathe = await specTemplateId(ctx.db, 'lathe');
  press = await specTemplateId(ctx.db, 'press');
});
afterAll(() => ctx.close());

const get = (query: string) => new Agent(ctx.app, { 'accept-language': 'en' }).get(`/api/products${query}`);

/** Every page of a keyset list, two at a time: the titles in order, and the first page's count. */
async function walk(query: string) {
  const titles: string[] = [];
  let cursor = '';
  let matches: unknown;
  for (let page = 0; page < 10; page++) {
    const answer = await get(`${query}&per_page=2&count=1&cursor=${cursor}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    if (page === 0) matches = body.meta.matches;
    titles.push(...body.data.map((p: { title: string }) => p.title));
    if (!body.meta.next_cursor) break;
    cursor = body.meta.next_cursor;
  }
  return { titles, matches };
}

async function machine(
  word: string,
  title: string,
  figures: { year?: number; hours?: number; main?: number; template?: number },
) {
  const seller = await createUser(ctx.db);
  const product = await createProduct(ctx.db, seller.id, { title: `${word} ${title}` });
  await ctx.db
    .updateTable('products')
    .set({
      year_made: figures.year ?? null,
      spec_hours: figures.hours ?? null,
      spec_main: figures.main ?? null,
      ...(figures.template
        ? { spec_template_id: figures.template, spec_template_version: 1, specs: JSON.stringify({}) }
        : {}),
    })
    .where('id', '=', product.id)
    .execute();
}

describe('sorted by a machine’s figures', () => {
  it('year: newest build first, across pages, leaving out machines without a year', async () => {
    const word = 'sortyear';
    await machine(word, 'A', { year: 2012 });
    await machine(word, 'B', { year: 2019 });
    await machine(word, 'C', {});
    await machine(word, 'D', { year: 2012 });
    await machine(word, 'E', { year: 2021 });
    const { titles, matches } = await walk(`?word=${word}&sort=year`);
    // Two of 2012: the newer post (higher id) first.
    expect(titles).toEqual([`${word} E`, `${word} B`, `${word} D`, `${word} A`]);
    expect(matches).toEqual({ count: 4, capped: false });
  });

  it('hours: fewest operating hours first, the older post first on a tie', async () => {
    const word = 'sorthours';
    await machine(word, 'A', { hours: 12_000 });
    await machine(word, 'B', { hours: 800 });
    await machine(word, 'C', { hours: 12_000 });
    await machine(word, 'D', {});
    const { titles } = await walk(`?word=${word}&sort=hours`);
    expect(titles).toEqual([`${word} B`, `${word} A`, `${word} C`]);
  });

  it('main: the kind’s main figure largest first, only with a kind', async () => {
    const word = 'sortmain';
    await machine(word, 'A', { main: 460, template: lathe });
    await machine(word, 'B', { main: 800, template: lathe });
    await machine(word, 'C', { main: 250.5, template: lathe });
    await machine(word, 'D', { main: 2000, template: press });
    const { titles } = await walk(`?word=${word}&kind=lathe&sort=main`);
    expect(titles).toEqual([`${word} B`, `${word} A`, `${word} C`]);

    const withoutKind = await get(`?word=${word}&sort=main&cursor=`);
    expect(withoutKind.statusCode).toBe(422);
    expect(withoutKind.json().errors.sort).toEqual(['Please choose a kind of machine first.']);
  });

  it('refuses a cursor of another sort or a broken one (422)', async () => {
    const latest = (await get('?sort=latest&per_page=1&cursor=')).json().meta.next_cursor as string;
    expect((await get(`?sort=year&cursor=${latest}`)).statusCode).toBe(422);
    const broken = Buffer.from(JSON.stringify({ v: 'x', i: 1 })).toString('base64url');
    expect((await get(`?sort=hours&cursor=${broken}`)).statusCode).toBe(422);
  });
});
