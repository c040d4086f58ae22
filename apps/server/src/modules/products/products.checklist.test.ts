import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { signedInMember } from '../../../test/factories.ts';
import { latheIds, lathePost } from '../../../test/machines.ts';

/** Issue 28: a kind's condition checklist, confirmed by the seller item by item. */

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof latheIds>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  ids = await latheIds(ctx.db);
});
afterAll(() => ctx.close());

const lathe = (checklist: string[], template = true) => lathePost(ids, { template }, { checklist });

const storedChecklist = async (id: number) =>
  (await ctx.db.selectFrom('products').select('checklist').where('id', '=', id).executeTakeFirstOrThrow())
    .checklist;

describe('the condition checklist', () => {
  it('stores the items the seller confirms and shows them with the kind’s labels', async () => {
    const seller = await signedInMember(ctx.app, ctx.db);
    const created = await seller.agent.post('/api/products', lathe(['powers_on', 'chuck_included']));
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data;
    expect(page.checklist).toEqual(['powers_on', 'chuck_included']);
    expect(page.spec_template.checklist.map((item: { key: string }) => item.key)).toEqual([
      'powers_on',
      'spindle_smooth',
      'chuck_included',
      'tailstock_ok',
      'coolant_ok',
      'manuals',
    ]);
    expect(page.spec_template.checklist[0].labels.en).toBe('Powers on without alarms');

    // An edit replaces the ticks.
    const edited = await seller.agent.patch(`/api/products/${page.id}`, lathe(['manuals']));
    expect(edited.statusCode).toBe(200);
    expect(await storedChecklist(page.id)).toEqual(['manuals']);
  });

  it('refuses an item the kind does not have, twice the same one, or any without a kind (422, nothing changed)', async () => {
    const seller = await signedInMember(ctx.app, ctx.db);
    const created = await seller.agent.post('/api/products', lathe(['powers_on']));
    const id = created.json().data.id as number;
    for (const body of [
      lathe(['powers_on', 'reaches_pressure']),
      lathe(['powers_on', 'powers_on']),
      lathe(['powers_on'], false),
    ]) {
      const refused = await seller.agent.patch(`/api/products/${id}`, body);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['checklist']);
    }
    expect(await storedChecklist(id)).toEqual(['powers_on']);
  });

  it('keeps a post’s items with the version it was written against after the kind’s checklist changes', async () => {
    const seller = await signedInMember(ctx.app, ctx.db);
    const admin = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const created = await seller.agent.post('/api/products', lathe(['coolant_ok']));
    const id = created.json().data.id as number;
    const current = (await admin.agent.get('/api/admin/specTemplates'))
      .json()
      .data.find((t: { id: number }) => t.id === ids.templateId);
    const saved = await admin.agent.request('PUT', `/api/admin/specTemplates/${ids.templateId}`, {
      titles: current.titles,
      fields: current.fields,
      checklist: current.checklist.filter((item: { key: string }) => item.key !== 'coolant_ok'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await seller.agent.get(`/api/products/${id}`)).json().data;
    expect(page.checklist).toEqual(['coolant_ok']);
    expect(page.spec_template.checklist.some((item: { key: string }) => item.key === 'coolant_ok')).toBe(
      true,
    );
    // A new post is checked against the current version.
    const refused = await seller.agent.post('/api/products', lathe(['coolant_ok']));
    expect(refused.statusCode).toBe(422);
  });
});
