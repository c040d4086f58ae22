import { specAlertSchema } from '@steelyard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  block,
  createProduct,
  createUser,
  productCategoryId,
  setNotificationPreferences,
  signedInMember,
  specTemplateId,
} from '../../../test/factories.ts';
import { runExclusive } from '../../jobs/scheduler.ts';
import type { RealtimeDelivery } from '../../realtime/emitter.ts';
import { specAlertDigestJob } from './spec-alert-digest.job.ts';
import { addSpecAlert, alertSpecSubscribers } from './spec-alerts.service.ts';

/** Issue 28: spec alerts, saved list filters that raise one alarm per member and post. */

let ctx: TestContext;
const deliveries: RealtimeDelivery[] = [];
beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.app.realtime.subscribe((d) => deliveries.push(d));
});
afterAll(() => ctx.close());

const member = (values: Parameters<typeof createUser>[1] = {}) => signedInMember(ctx.app, ctx.db, values);
const alertRows = (userId: number) =>
  ctx.db.selectFrom('spec_alerts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const alarmRows = (userId: number) =>
  ctx.db.selectFrom('alarms').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** An alert saved through the service, as the route saves it. */
async function saveAlert(userId: number, filters: Record<string, unknown>, digest = false) {
  return addSpecAlert(ctx.db, userId, specAlertSchema.parse({ name: 'Alert', filters, digest }));
}

const LATHE_FILTERS = { kind: 'lathe', main_from: '500', year_from: '2012' };

describe('/api/spec-alerts', () => {
  it('saves the list’s filters with a name, lists newest first, renames, switches to the digest and deletes', async () => {
    const { user, agent } = await member();
    const saved = await agent.post('/api/spec-alerts', { name: 'Big lathes', filters: LATHE_FILTERS });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({
      name: 'Big lathes',
      filters: 'year_from=2012&kind=lathe&main_from=500',
      digest: false,
    });
    await agent.post('/api/spec-alerts', { name: 'Cheap', filters: { max_price: 100 }, digest: true });
    const list = (await agent.get('/api/spec-alerts')).json().data;
    expect(list.map((a: { name: string; digest: boolean }) => [a.name, a.digest])).toEqual([
      ['Cheap', true],
      ['Big lathes', false],
    ]);
    const { id } = saved.json().data;
    const renamed = await agent.patch(`/api/spec-alerts/${id}`, { name: 'Lathes ≥ 500', digest: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Lathes ≥ 500', digest: true });
    expect((await agent.delete(`/api/spec-alerts/${id}`)).statusCode).toBe(200);
    expect((await alertRows(user.id)).map((a) => a.name)).toEqual(['Cheap']);
  });

  it('refuses a missing name, no filters and bad filters with 422, saving nothing', async () => {
    const { user, agent } = await member();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ', filters: LATHE_FILTERS }, 'name', 'Please enter a name for the alert.'],
      [{ filters: LATHE_FILTERS }, 'name', 'Please enter a name for the alert.'],
      [{ name: 'All', filters: {} }, 'filters', 'Choose at least one filter before saving.'],
      [
        { name: 'All', filters: { sort: 'price_asc', page: '2' } },
        'filters',
        'Choose at least one filter before saving.',
      ],
      [{ name: 'Old', filters: { year_from: '1800' } }, 'filters.year_from', ''],
      [{ name: 'Odd', filters: { kind: 'Lathe!' } }, 'filters.kind', ''],
      [{ name: 'x'.repeat(41), filters: LATHE_FILTERS }, 'name', ''],
    ];
    for (const [body, field, message] of cases) {
      const response = await agent.post('/api/spec-alerts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
      if (message) expect(response.json().errors[field]).toEqual([message]);
    }
    const { id } = (await agent.post('/api/spec-alerts', { name: 'Keep', filters: LATHE_FILTERS })).json()
      .data;
    for (const body of [{}, { name: '' }, { digest: 'maybe' }]) {
      expect((await agent.patch(`/api/spec-alerts/${id}`, body)).statusCode).toBe(422);
    }
    expect((await alertRows(user.id)).map((a) => [a.name, a.digest])).toEqual([['Keep', false]]);
  });

  it('keeps at most 20 per member, also under concurrent saves, refusing the 21st clearly', async () => {
    const { user, agent } = await member();
    for (let i = 0; i < 18; i++) await saveAlert(user.id, { word: `w${i}` });
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => agent.post('/api/spec-alerts', { name, filters: LATHE_FILTERS })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json()).toEqual({
      message: 'You can save up to 20 spec alerts.',
      errors: { name: ['You can save up to 20 spec alerts.'] },
    });
    expect(await alertRows(user.id)).toHaveLength(20);
  });

  it('changes only one’s own (others’ → 404, nothing changed); visitors get 401', async () => {
    const { user, agent } = await member();
    const { agent: stranger } = await member();
    const { id } = (await agent.post('/api/spec-alerts', { name: 'Mine', filters: LATHE_FILTERS })).json()
      .data;
    expect(
      (await stranger.patch(`/api/spec-alerts/${id}`, { name: 'Theirs', digest: true })).statusCode,
    ).toBe(404);
    expect((await stranger.delete(`/api/spec-alerts/${id}`)).statusCode).toBe(404);
    expect((await alertRows(user.id)).map((a) => [a.name, a.digest])).toEqual([['Mine', false]]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/spec-alerts' })).statusCode).toBe(401);
  });
});

/** A post through the API, as a seller writes it (the path that raises the alarms). */
function postBody(fields: { title: string; price?: number }) {
  return {
    type: 'sale',
    title: fields.title,
    price: fields.price ?? 1_000_000,
    price_negotiable: 0,
    description: 'Used, in working order.',
    keywords: '',
    place_name: 'Factory gate',
    lat: 37.5,
    lon: 127.0,
  };
}

describe('spec alert alarms', () => {
  it('alarms each matching member once per post, never the author, across a block, with alarms off or for a hidden post', async () => {
    const categoryId = await productCategoryId(ctx.db);
    const { user: seller, agent: sellerAgent } = await member();
    const { user: fan, agent: fanAgent } = await member();
    const { user: blocker } = await member();
    const { user: blockedByMe } = await member();
    const { user: quiet } = await member();
    const { user: pricey } = await member();
    const filters = { word: 'spindle', max_price: '2000000' };
    await saveAlert(fan.id, filters);
    await saveAlert(fan.id, { word: 'spindle' }); // a second matching alert: still one alarm
    for (const { id } of [seller, blocker, blockedByMe, quiet]) await saveAlert(id, filters);
    await saveAlert(pricey.id, { word: 'spindle', min_price: '5000000' });
    await block(ctx.db, blocker.id, seller.id);
    await block(ctx.db, seller.id, blockedByMe.id);
    await setNotificationPreferences(ctx.db, quiet.id, { keyword: false });

    const created = await sellerAgent.post('/api/products', {
      ...postBody({ title: 'Spindle lathe' }),
      category_id: categoryId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().data.id as number;
    const [alarm, ...more] = await alarmRows(fan.id);
    expect(more).toHaveLength(0);
    expect(alarm).toMatchObject({ kind: 'spec_alert', target_id: productId, actor_id: seller.id });
    expect((await fanAgent.get('/api/alarms')).json().data[0]).toMatchObject({
      kind: 'spec_alert',
      title: 'New post for your alert "Alert"',
      body: 'Spindle lathe',
      link: `/products/${productId}`,
    });
    expect(
      deliveries.some(
        (d) => d.userId === fan.id && 'alarm_id' in d.payload && d.payload.alarm_id === alarm!.id,
      ),
    ).toBe(true);
    for (const { id } of [seller, blocker, blockedByMe, quiet, pricey])
      expect(await alarmRows(id)).toHaveLength(0);

    // Edited (still matching, and now matching the pricey alert): the fan is not told again.
    const edit = await sellerAgent.patch(`/api/products/${productId}`, {
      ...postBody({ title: 'Spindle lathe, price up', price: 6_000_000 }),
      category_id: categoryId,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await alarmRows(fan.id)).toHaveLength(1);
    expect(await alarmRows(pricey.id)).toHaveLength(1);

    // A hidden post tells no one.
    const { user: late } = await member();
    await saveAlert(late.id, { word: 'spindle' });
    await ctx.db.updateTable('products').set({ is_hidden: true }).where('id', '=', productId).execute();
    expect(await alertSpecSubscribers(ctx.app.notifier, productId)).toBe(0);
    expect(await alarmRows(late.id)).toHaveLength(0);
  });

  it('matches each kind of filter as the list does, and leaves out what the list would', async () => {
    const lathe = await specTemplateId(ctx.db, 'lathe');
    const press = await specTemplateId(ctx.db, 'press');
    const categoryId = await productCategoryId(ctx.db);
    const seller = await createUser(ctx.db);
    const business = await createUser(ctx.db);
    await ctx.db
      .updateTable('users')
      .set({ business_verified: true })
      .where('id', '=', business.id)
      .execute();
    const figures = {
      manufacturer: 'Okuma',
      year_made: 2015,
      spec_hours: 3000,
      spec_power_kw: 15,
      spec_weight_kg: 3000,
      spec_main: 610,
      spec_template_id: lathe,
      spec_template_version: 1,
      working_state: 'working',
      loading_methods: ['crane'],
      condition_grade: 'A',
    };
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, boolean]> = [
      [{ category_id: categoryId }, {}, true],
      [{ category_id: categoryId + 1000 }, {}, false],
      [{ type: 'sale' }, {}, true],
      [{ type: 'wanted' }, {}, false],
      [{ country: 'kr' }, {}, true],
      [{ country: 'JP' }, {}, false],
      [{ country: 'OTHER' }, { country: 'BR' }, true],
      [{ country: 'OTHER' }, {}, false],
      [{ city: '서울특별시', county: '강남구' }, {}, true],
      [{ county: '마포구' }, {}, false],
      [{ min_price: '400000', max_price: '600000' }, {}, true],
      [{ max_price: '400000' }, {}, false],
      [{ word: 'Okuma' }, {}, true],
      [{ word: 'okuma 선반' }, {}, true],
      [{ word: 'press' }, {}, false],
      [{ manufacturer: 'okum' }, {}, true],
      [{ manufacturer: 'mazak' }, {}, false],
      [{ condition_grade: 'A' }, {}, true],
      [{ condition_grade: 'C' }, {}, false],
      [{ year_from: '2012' }, {}, true],
      [{ year_from: '2012' }, { year_made: 2010 }, false],
      [{ year_from: '2012' }, { year_made: null }, false],
      [{ year_to: '2015' }, {}, true],
      [LATHE_FILTERS, {}, true],
      [LATHE_FILTERS, { spec_main: 400 }, false],
      [{ kind: 'press', main_from: '500' }, {}, false],
      [{ kind: 'press' }, { spec_template_id: press }, true],
      [{ hours_to: '5000' }, {}, true],
      [{ hours_to: '5000' }, { spec_hours: 8000 }, false],
      [{ power_from: '10', power_to: '20' }, {}, true],
      [{ power_from: '20' }, {}, false],
      [{ weight_to: '2000' }, {}, false],
      [{ weight_from: '2500.5' }, {}, true],
      [{ working: 'working' }, {}, true],
      [{ working: 'not_working' }, {}, false],
      [{ loading: '1' }, {}, true],
      [{ loading: '1' }, { loading_methods: ['none'] }, false],
      [{ seller: 'private' }, {}, true],
      [{ seller: 'business' }, {}, false],
      [{ seller: 'business' }, { user_id: business.id }, true],
    ];
    for (const [filters, changes, matches] of cases) {
      const watcher = await createUser(ctx.db);
      await saveAlert(watcher.id, filters);
      const product = await createProduct(ctx.db, seller.id, { title: 'Okuma 선반 LB3000', price: 500_000 });
      await ctx.db
        .updateTable('products')
        .set({ ...figures, specs: JSON.stringify({}), ...changes })
        .where('id', '=', product.id)
        .execute();
      await alertSpecSubscribers(ctx.app.notifier, product.id);
      const label = `${JSON.stringify(filters)} ${JSON.stringify(changes)}`;
      expect(await alarmRows(watcher.id), label).toHaveLength(matches ? 1 : 0);
    }
  });
});

describe('the daily digest', () => {
  it('sends one alarm per member counting the day’s matches, then nothing more; immediate alerts win', async () => {
    const seller = await createUser(ctx.db);
    const { user: reader, agent: readerAgent } = await member();
    const both = await createUser(ctx.db);
    const blocked = await createUser(ctx.db);
    await saveAlert(reader.id, { word: 'digestpump' }, true);
    await saveAlert(both.id, { word: 'digestpump' }, true);
    await saveAlert(both.id, { word: 'digestpump' }, false);
    await saveAlert(blocked.id, { word: 'digestpump' }, true);
    const titles = ['digestpump A', 'digestpump B', 'digestpump C', 'digestpump D'];
    for (const title of titles) {
      const product = await createProduct(ctx.db, seller.id, { title });
      await alertSpecSubscribers(ctx.app.notifier, product.id);
    }
    const gone = await createProduct(ctx.db, seller.id, { title: 'digestpump gone' });
    await alertSpecSubscribers(ctx.app.notifier, gone.id);
    await ctx.db.updateTable('products').set({ is_hidden: true }).where('id', '=', gone.id).execute();
    await block(ctx.db, seller.id, blocked.id); // blocked after the matches: not in the digest
    expect(await alarmRows(reader.id)).toHaveLength(0);
    expect(await alarmRows(both.id)).toHaveLength(5);

    expect(await runExclusive(ctx.db, specAlertDigestJob(ctx.app.notifier))).toBe(true);
    await ctx.app.notifier.idle();
    const [digest, ...more] = await alarmRows(reader.id);
    expect(more).toHaveLength(0);
    expect(digest).toMatchObject({ kind: 'spec_alert', target_id: null });
    expect((await readerAgent.get('/api/alarms')).json().data[0]).toMatchObject({
      title: '4 new posts matched your alerts today',
      body: 'digestpump D · digestpump C · digestpump B',
      link: '/keywords',
    });
    expect(
      deliveries.some(
        (d) => d.userId === reader.id && 'alarm_id' in d.payload && d.payload.alarm_id === digest!.id,
      ),
    ).toBe(true);
    expect(await alarmRows(both.id)).toHaveLength(5);
    expect(await alarmRows(blocked.id)).toHaveLength(0);

    // The next run has nothing left to tell.
    await runExclusive(ctx.db, specAlertDigestJob(ctx.app.notifier));
    expect(await alarmRows(reader.id)).toHaveLength(1);
  });

  it('counts one match in the singular', async () => {
    const seller = await createUser(ctx.db);
    const { user: reader, agent } = await member();
    await saveAlert(reader.id, { word: 'singlepump' }, true);
    const product = await createProduct(ctx.db, seller.id, { title: 'singlepump X' });
    await alertSpecSubscribers(ctx.app.notifier, product.id);
    await runExclusive(ctx.db, specAlertDigestJob(ctx.app.notifier));
    expect((await agent.get('/api/alarms')).json().data[0].title).toBe(
      '1 new post matched your alerts today',
    );
  });
});
