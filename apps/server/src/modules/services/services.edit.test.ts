import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, setNotificationPreferences, signedInMember } from '../../../test/factories.ts';
import {
  createServiceQuote,
  createServiceRequest,
  DRAWING_BYTES,
  drawingFile,
  drawingRequestFields,
} from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const requestRow = (id: number) =>
  ctx.db.selectFrom('service_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const quotesOf = (requestId: number) =>
  ctx.db.selectFrom('service_quotes').selectAll().where('request_id', '=', requestId).execute();
const alarmsOf = (userId: number) =>
  ctx.db
    .selectFrom('alarms')
    .select(['kind', 'target_id', 'params'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('editing a request', () => {
  it('lets the owner change what was sent, clear an optional field, and keeps the rest', async () => {
    const owner = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id);
    const response = await owner.agent.patch(`/api/drawingRequests/${id}`, {
      title: 'Shaft, revised',
      quantity: 8,
      material: '',
      closes_on: later(10),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Shaft, revised',
      quantity: 8,
      material: null,
      closes_on: later(10),
      description: 'A turned shaft.',
      process: 'turning',
    });
  });

  it('keeps the fields a price depends on once a quote has come in; the others may change', async () => {
    const owner = await member();
    const supplier = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id);
    await createServiceQuote(ctx.db, id, supplier.user.id);
    const before = await requestRow(id);

    const refused = await owner.agent.patch(`/api/drawingRequests/${id}`, { quantity: 50, title: 'New' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.quantity[0]).toBe(
      'Suppliers have quoted on this; it can no longer be changed.',
    );
    expect(await requestRow(id)).toEqual(before);

    // The same value is not a change (the edit form sends every field).
    const kept = await owner.agent.patch(`/api/drawingRequests/${id}`, {
      quantity: 5,
      title: 'Shaft (urgent)',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ title: 'Shaft (urgent)', quantity: 5, status: 'quoting' });
  });

  it('refuses bad input, another member, a blocked member, the wrong kind and a request past quoting, changing nothing', async () => {
    const owner = await member();
    const other = await member();
    const blocked = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id);
    await block(ctx.db, owner.user.id, blocked.user.id);
    const awarded = await createServiceRequest(ctx.db, owner.user.id, { status: 'awarded' });
    const before = await requestRow(id);
    const beforeAwarded = await requestRow(awarded.id);

    const cases: [string, Record<string, unknown>, string, string][] = [
      ['title', { title: '' }, 'title', 'Please enter a title.'],
      ['process', { process: '' }, 'process', 'Please choose the process.'],
      [
        'deadline',
        { deadline: later(3) },
        'deadline',
        'The deadline cannot come before the quoting period ends.',
      ],
      ['closes', { closes_on: later(-1) }, 'closes_on', 'The quoting period cannot end in the past.'],
      [
        'terms',
        { is_confidential: 1 },
        'terms',
        'Confidential drawings need the terms suppliers must accept.',
      ],
      ['region', { city: '부산광역시', county: '안산시' }, 'county', 'Please choose a region from the list.'],
      ['district', { county: '해운대구' }, 'county', 'Please choose a region from the list.'],
      ['province', { city: 'Bayern', county: '' }, 'city', 'Please choose a region from the list.'],
    ];
    for (const [, body, field, message] of cases) {
      const response = await owner.agent.patch(`/api/drawingRequests/${id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]?.[0]).toBe(message);
    }
    expect((await other.agent.patch(`/api/drawingRequests/${id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await blocked.agent.patch(`/api/drawingRequests/${id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await owner.agent.patch(`/api/bigNotices/${id}`, { title: 'Mine' })).statusCode).toBe(404);
    const late = await owner.agent.patch(`/api/drawingRequests/${awarded.id}`, { title: 'Again' });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('Only a request that is taking quotes can be edited.');
    expect(await requestRow(id)).toEqual(before);
    expect(await requestRow(awarded.id)).toEqual(beforeAwarded);
  });
});

describe('withdrawing a quote', () => {
  it('deletes the supplier’s own quote while the request takes quotes; a request left without quotes is open again', async () => {
    const owner = await member();
    const supplier = await member();
    const other = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id);
    const quoteId = await createServiceQuote(ctx.db, id, supplier.user.id);

    // Someone else's quote, the requester included: not theirs to withdraw.
    expect((await other.agent.delete(`/api/drawingRequests/${id}/quotes/${quoteId}`)).statusCode).toBe(404);
    expect((await owner.agent.delete(`/api/drawingRequests/${id}/quotes/${quoteId}`)).statusCode).toBe(404);
    expect((await supplier.agent.delete(`/api/bigNotices/${id}/quotes/${quoteId}`)).statusCode).toBe(404);
    expect(await quotesOf(id)).toHaveLength(1);

    const withdrawn = await supplier.agent.delete(`/api/drawingRequests/${id}/quotes/${quoteId}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      status: 'open',
      quote_count: 0,
      viewer: { can_quote: true },
    });
    expect(await quotesOf(id)).toHaveLength(0);
    expect((await supplier.agent.delete(`/api/drawingRequests/${id}/quotes/${quoteId}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses an awarded or declined quote, changing nothing', async () => {
    const owner = await member();
    const chosen = await member();
    const passed = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id);
    const chosenId = await createServiceQuote(ctx.db, id, chosen.user.id, 100);
    const passedId = await createServiceQuote(ctx.db, id, passed.user.id, 200);
    expect(
      (await owner.agent.post(`/api/drawingRequests/${id}/award`, { quote_id: chosenId })).statusCode,
    ).toBe(200);
    const before = await quotesOf(id);
    for (const [agent, quoteId] of [
      [chosen.agent, chosenId],
      [passed.agent, passedId],
    ] as const) {
      const response = await agent.delete(`/api/drawingRequests/${id}/quotes/${quoteId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This quote can no longer be withdrawn.');
    }
    expect(await quotesOf(id)).toEqual(before);
    expect((await requestRow(id)).quote_count).toBe(2);
  });
});

describe('the service alarm switch', () => {
  it('stops service alarms for a member who switched it off; on by default', async () => {
    const owner = await member();
    const quiet = await member();
    const supplier = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id);
    const { id: quietId } = await createServiceRequest(ctx.db, quiet.user.id);
    await setNotificationPreferences(ctx.db, quiet.user.id, { service: false });
    const body = { price: 1000, lead_days: 5, valid_until: later(10) };
    expect((await supplier.agent.post(`/api/drawingRequests/${id}/quotes`, body)).statusCode).toBe(201);
    expect((await supplier.agent.post(`/api/drawingRequests/${quietId}/quotes`, body)).statusCode).toBe(201);
    expect((await alarmsOf(owner.user.id)).map((a) => a.kind)).toEqual(['service']);
    expect(await alarmsOf(quiet.user.id)).toEqual([]);

    const prefs = (await owner.agent.get('/api/users/notifications')).json().data;
    expect(prefs.service).toBe(true);
    const saved = await owner.agent.patch('/api/users/notifications', { ...prefs, service: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.agent.get('/api/users/notifications')).json().data.service).toBe(false);
  });
});

describe('keyword alerts for new requests', () => {
  it('tells members whose keyword the title or description holds, once, never the requester or across a block', async () => {
    const requester = await member();
    const fan = await member();
    const blocked = await member();
    const muted = await member();
    const unrelated = await member();
    for (const { agent } of [requester, fan, blocked, muted])
      expect((await agent.post('/api/keywords', { keyword: '플랜지' })).statusCode).toBe(201);
    await fan.agent.post('/api/keywords', { keyword: 'ANODISED' });
    await unrelated.agent.post('/api/keywords', { keyword: '베어링' });
    await block(ctx.db, blocked.user.id, requester.user.id);
    await setNotificationPreferences(ctx.db, muted.user.id, { keyword: false });

    const created = await requester.agent.post(
      '/api/drawingRequests',
      {
        ...drawingRequestFields({ title: '알루미늄 플랜지 가공', description: 'Anodised black, 4 holes.' }),
        'files[]': [drawingFile('flange.pdf', DRAWING_BYTES.pdf)],
      },
      { multipart: true },
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    await ctx.app.notifier.idle();

    const fanAlarms = await alarmsOf(fan.user.id);
    expect(fanAlarms).toHaveLength(1);
    expect(fanAlarms[0]).toMatchObject({
      kind: 'keyword',
      target_id: id,
      params: { link: `/drawingRequests/${id}` },
    });
    const listed = (await fan.agent.get('/api/alarms')).json().data[0];
    expect(listed).toMatchObject({ link: `/drawingRequests/${id}`, body: '알루미늄 플랜지 가공' });
    expect(listed.title).toContain('request');
    for (const quiet of [requester, blocked, muted, unrelated])
      expect(await alarmsOf(quiet.user.id)).toEqual([]);
    const hits = await ctx.db
      .selectFrom('service_keyword_alert_hits')
      .selectAll()
      .where('request_id', '=', id)
      .execute();
    expect(hits.map((h) => h.user_id)).toEqual([fan.user.id]);
  });
});
