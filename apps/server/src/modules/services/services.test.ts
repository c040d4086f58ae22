import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, signedInMember } from '../../../test/factories.ts';
import {
  createServiceRequest,
  DRAWING_BYTES,
  drawingFile,
  drawingRequestFields,
} from '../../../test/service-fixtures.ts';
import { Agent } from '../../../test/agent.ts';
import { closeExpiredRequests } from './services.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const countRows = async (table: 'service_requests' | 'service_files' | 'service_quotes') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const alarmsOf = (userId: number) =>
  ctx.db
    .selectFrom('alarms')
    .select(['kind', 'params'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const quoteBody = (price: number) => ({
  price,
  lead_days: 10,
  note: 'CNC, anodised',
  valid_until: later(14),
});

async function postDrawingRequest(agent: Agent, fields: Record<string, unknown> = {}) {
  return agent.post(
    '/api/drawingRequests',
    {
      ...drawingRequestFields(fields),
      'files[]': [drawingFile('flange.pdf', DRAWING_BYTES.pdf), drawingFile('flange.dxf', DRAWING_BYTES.dxf)],
    },
    { multipart: true },
  );
}

describe('drawing requests and quotes', () => {
  it('posts a request with a PDF and a DXF, lists it, and links the files to members only', async () => {
    const requester = await member();
    const created = await postDrawingRequest(requester.agent);
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      kind: 'drawing',
      title: 'Flange adapter',
      process: 'milling',
      status: 'open',
      quote_count: 0,
      file_count: 2,
      is_confidential: false,
      viewer: { is_owner: true, can_read_files: true, can_quote: false },
    });
    expect(data.files.map((f: { filename: string; format: string }) => [f.filename, f.format])).toEqual([
      ['flange.pdf', 'pdf'],
      ['flange.dxf', 'dxf'],
    ]);
    // Never under the public uploads path: the checked route only.
    expect(data.files[0].url).toBe(`/api/drawingRequests/${data.id}/files/${data.files[0].id}`);

    const download = await requester.agent.get(data.files[1].url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/u);
    expect(download.rawPayload.equals(DRAWING_BYTES.dxf)).toBe(true);

    const visitor = new Agent(ctx.app, { 'accept-language': 'en' });
    const seen = (await visitor.get(`/api/drawingRequests/${data.id}`)).json().data;
    expect(seen.files[0].url).toBeNull();
    expect((await visitor.get(data.files[0].url)).statusCode).toBe(401);

    const list = (await visitor.get('/api/drawingRequests?process=milling&city=경기도')).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(data.id);
    const none = (await visitor.get('/api/drawingRequests?process=welding')).json();
    expect(none.data.map((r: { id: number }) => r.id)).not.toContain(data.id);
    // A drawing request is not a production notice.
    expect((await visitor.get(`/api/bigNotices/${data.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { agent } = await member();
    const before = [await countRows('service_requests'), await countRows('service_files')];
    const renamed = await agent.post(
      '/api/drawingRequests',
      {
        ...drawingRequestFields(),
        'files[]': [drawingFile('ok.pdf', DRAWING_BYTES.pdf), drawingFile('evil.dxf', DRAWING_BYTES.exe)],
      },
      { multipart: true },
    );
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.files[0]).toBe(
      'The file "evil.dxf" is not what its name says. Only PDF, DXF, DWG, STEP, IGES and photos can be attached.',
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ process: '' }, 'process', 'Please choose the process.'],
      [{ closes_on: later(-1) }, 'closes_on', 'The quoting period cannot end in the past.'],
      [
        { deadline: later(1), closes_on: later(5) },
        'deadline',
        'The deadline cannot come before the quoting period ends.',
      ],
      [{ is_confidential: '1' }, 'terms', 'Confidential drawings need the terms suppliers must accept.'],
      [{ deadline: '2026-13-01' }, 'deadline', 'Please enter a date as YYYY-MM-DD.'],
      // The region comes from the requester's country's list, like every other place field.
      [{ city: '아틀란티스', county: '' }, 'city', 'Please choose a region from the list.'],
      [{ city: '아틀란티스' }, 'city', 'Please choose a region from the list.'],
      [{ county: '해운대구' }, 'county', 'Please choose a region from the list.'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await postDrawingRequest(agent, fields);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const noFiles = await agent.post('/api/drawingRequests', drawingRequestFields(), { multipart: true });
    expect(noFiles.json().errors.files).toEqual(['Please attach at least one drawing.']);
    expect([await countRows('service_requests'), await countRows('service_files')]).toEqual(before);
  });

  it('takes quotes from others (never the requester, one each), shows them side by side and awards one', async () => {
    const requester = await member();
    const [first, second, late] = [await member(), await member(), await member()];
    const id = (await postDrawingRequest(requester.agent)).json().data.id;
    const quotes = `/api/drawingRequests/${id}/quotes`;

    const own = await requester.agent.post(quotes, quoteBody(1000));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot quote on your own request.');
    expect((await first.agent.post(quotes, { ...quoteBody(1000), price: -1 })).statusCode).toBe(422);
    expect((await first.agent.post(quotes, quoteBody(900_000))).statusCode).toBe(201);
    expect((await second.agent.post(quotes, quoteBody(800_000))).statusCode).toBe(201);
    const again = await first.agent.post(quotes, quoteBody(700_000));
    expect(again.json().message).toBe('You have already sent a quote for this request.');

    // The requester compares every quote, cheapest first; a supplier sees only their own.
    const all = (await requester.agent.get(quotes)).json().data;
    expect(all.map((q: { supplier: { id: number }; price: number }) => [q.supplier.id, q.price])).toEqual([
      [second.user.id, 800_000],
      [first.user.id, 900_000],
    ]);
    expect((await first.agent.get(quotes)).json().data.map((q: { price: number }) => q.price)).toEqual([
      900_000,
    ]);
    const detail = (await requester.agent.get(`/api/drawingRequests/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 'quoting', quote_count: 2 });
    expect((await alarmsOf(requester.user.id)).map((a) => a.params.event)).toEqual(['quote', 'quote']);

    // Only the requester awards, and only a quote of this request.
    const chosen = all[0].id;
    const stranger = await first.agent.post(`/api/drawingRequests/${id}/award`, { quote_id: chosen });
    expect(stranger.statusCode).toBe(404);
    const foreign = await requester.agent.post(`/api/drawingRequests/${id}/award`, { quote_id: 999_999 });
    expect(foreign.statusCode).toBe(422);
    const awarded = await requester.agent.post(`/api/drawingRequests/${id}/award`, { quote_id: chosen });
    expect(awarded.statusCode, awarded.body).toBe(200);
    expect(awarded.json().data).toMatchObject({ status: 'awarded', awarded_quote_id: chosen });

    const statuses = (await requester.agent.get(quotes)).json().data.map((q: { status: string }) => q.status);
    expect(statuses).toEqual(['awarded', 'declined']);
    expect((await alarmsOf(second.user.id)).map((a) => [a.kind, a.params.event, a.params.link])).toEqual([
      ['service', 'awarded', `/drawingRequests/${id}`],
    ]);
    expect((await alarmsOf(first.user.id)).map((a) => a.params.event)).toEqual(['declined']);

    const after = await late.agent.post(quotes, quoteBody(500_000));
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('This request no longer takes quotes.');
    const reaward = await requester.agent.post(`/api/drawingRequests/${id}/award`, { quote_id: all[1].id });
    expect(reaward.statusCode).toBe(403);
    expect(await countRows('service_quotes')).toBeGreaterThanOrEqual(2);
  });

  it('moves an awarded request through production, delivery and closing, and refuses other steps', async () => {
    const requester = await member();
    const supplier = await member();
    const id = (await postDrawingRequest(requester.agent)).json().data.id;
    const step = (status: string, agent = requester.agent) =>
      agent.patch(`/api/drawingRequests/${id}/status`, { status });
    expect((await step('in_production')).statusCode).toBe(403);
    const quote = (await supplier.agent.post(`/api/drawingRequests/${id}/quotes`, quoteBody(1))).json().data;
    await requester.agent.post(`/api/drawingRequests/${id}/award`, { quote_id: quote.id });
    expect((await step('in_production', supplier.agent)).statusCode).toBe(404);
    for (const status of ['in_production', 'delivered', 'closed'])
      expect((await step(status)).json().data.status).toBe(status);
    expect((await step('cancelled')).json().message).toBe('The request cannot move to this step now.');
  });
});

describe('confidential drawings', () => {
  it('open only to suppliers who accepted the terms, every download recorded; blocked members see nothing', async () => {
    const requester = await member();
    const [supplier, reader, blocked] = [await member(), await member(), await member()];
    await block(ctx.db, requester.user.id, blocked.user.id);
    const { id, fileId } = await createServiceRequest(ctx.db, requester.user.id, { confidential: true });
    const file = `/api/drawingRequests/${id}/files/${fileId}`;

    const before = (await supplier.agent.get(`/api/drawingRequests/${id}`)).json().data;
    expect(before.files[0].url).toBeNull();
    expect(before.terms).toBe('Do not share.');
    expect((await supplier.agent.get(file)).statusCode).toBe(403);
    expect((await reader.agent.get(file)).statusCode).toBe(403);
    expect((await blocked.agent.get(file)).statusCode).toBe(404);
    expect((await blocked.agent.post(`/api/drawingRequests/${id}/terms`)).statusCode).toBe(404);
    expect((await blocked.agent.get(`/api/drawingRequests/${id}`)).statusCode).toBe(404);
    // The same file through the other kind's path, or under another request: nothing.
    expect((await supplier.agent.get(`/api/bigNotices/${id}/files/${fileId}`)).statusCode).toBe(404);
    const other = await createServiceRequest(ctx.db, reader.user.id);
    expect((await reader.agent.get(`/api/drawingRequests/${other.id}/files/${fileId}`)).statusCode).toBe(404);

    const accepted = await supplier.agent.post(`/api/drawingRequests/${id}/terms`);
    expect(accepted.json().data.viewer).toMatchObject({ accepted_terms: true, can_read_files: true });
    expect(accepted.json().data.files[0].url).toBe(file);
    expect((await supplier.agent.get(file)).statusCode).toBe(200);
    expect((await supplier.agent.get(file)).statusCode).toBe(200);
    expect((await requester.agent.get(file)).statusCode).toBe(200);
    expect((await reader.agent.get(file)).statusCode).toBe(403);

    const downloads = await ctx.db
      .selectFrom('service_file_downloads')
      .select('user_id')
      .where('file_id', '=', fileId)
      .execute();
    expect(downloads.map((d) => d.user_id)).toEqual([supplier.user.id, supplier.user.id]);
    // A blocked member's list leaves the requester's requests out.
    const list = (await blocked.agent.get('/api/drawingRequests?per_page=100')).json().data;
    expect(list.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});

describe('the currency of a request', () => {
  it('is the requester’s country’s, else the client’s; its quotes are in it', async () => {
    const japanese = await member();
    await ctx.db.updateTable('users').set({ country: 'JP' }).where('id', '=', japanese.user.id).execute();
    const korean = await postDrawingRequest(japanese.agent, { budget: 500_000 });
    expect(korean.json().errors.city).toEqual(['Please choose a region from the list.']);
    const posted = await postDrawingRequest(japanese.agent, { budget: 500_000, city: '大阪府', county: '' });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().data.id;
    expect(posted.json().data).toMatchObject({ budget: 500_000, country: 'JP' });
    const listed = (await japanese.agent.get('/api/drawingRequests?scope=mine')).json().data;
    expect(listed.find((r: { id: number }) => r.id === id)).toMatchObject({ country: 'JP' });
    const stored = await ctx.db
      .selectFrom('service_requests')
      .select('country')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.country).toBe('JP');

    // A member with no country of their own: the client's server country (X-Country).
    const unplaced = await member();
    await ctx.db.updateTable('users').set({ country: null }).where('id', '=', unplaced.user.id).execute();
    const german = await unplaced.agent.post(
      '/api/drawingRequests',
      {
        ...drawingRequestFields({ city: 'Bayern', county: 'Augsburg' }),
        'files[]': [drawingFile('flange.pdf', DRAWING_BYTES.pdf)],
      },
      { multipart: true, headers: { 'x-country': 'DE' } },
    );
    expect(german.statusCode, german.body).toBe(201);
    expect(german.json().data).toMatchObject({ country: 'DE', city: 'Bayern', county: 'Augsburg' });

    // A country without a list of regions takes the region as written.
    const french = await unplaced.agent.post(
      '/api/drawingRequests',
      {
        ...drawingRequestFields({ city: 'Auvergne-Rhône-Alpes', county: 'Lyon' }),
        'files[]': [drawingFile('flange.pdf', DRAWING_BYTES.pdf)],
      },
      { multipart: true, headers: { 'x-country': 'FR' } },
    );
    expect(french.statusCode, french.body).toBe(201);
    expect(french.json().data).toMatchObject({ country: 'FR', city: 'Auvergne-Rhône-Alpes' });
  });
});

describe('production notices', () => {
  it('share the flow: a notice without attachments, quoted and listed under /api/bigNotices, with keyset pages', async () => {
    const requester = await member();
    const supplier = await member();
    const ids: number[] = [];
    for (const title of ['Bracket run', 'Housing run', 'Cover run']) {
      const response = await requester.agent.post('/api/bigNotices', {
        ...drawingRequestFields({ title, process: undefined }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.id);
    }
    const quoted = await supplier.agent.post(`/api/bigNotices/${ids[0]}/quotes`, quoteBody(5_000_000));
    expect(quoted.statusCode).toBe(201);
    const first = (await supplier.agent.get('/api/bigNotices?scope=mine&per_page=2')).json();
    expect(first.data).toEqual([]);
    const mine = (await requester.agent.get('/api/bigNotices?scope=mine&per_page=2')).json();
    expect(mine.data.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const next = (
      await requester.agent.get(`/api/bigNotices?scope=mine&per_page=2&cursor=${mine.meta.next_cursor}`)
    ).json();
    expect(next.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(next.meta.next_cursor).toBeNull();
    const quotedList = (await supplier.agent.get('/api/bigNotices?scope=quoted')).json().data;
    expect(quotedList.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await new Agent(ctx.app).get('/api/bigNotices?scope=mine')).statusCode).toBe(401);
  });

  it('close themselves when the quoting period ends without an award', async () => {
    const { user } = await member();
    const open = await createServiceRequest(ctx.db, user.id, { kind: 'production' });
    const awarded = await createServiceRequest(ctx.db, user.id, { kind: 'production', status: 'awarded' });
    await ctx.db
      .updateTable('service_requests')
      .set({ closes_on: '2020-01-01' })
      .where('id', 'in', [open.id, awarded.id])
      .execute();
    expect(await closeExpiredRequests(ctx.db)).toBeGreaterThanOrEqual(1);
    const rows = await ctx.db
      .selectFrom('service_requests')
      .select(['id', 'status'])
      .where('id', 'in', [open.id, awarded.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['closed', 'awarded']);
  });
});
