import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecField } from '@steelyard/contracts';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, productCategoryId, signedInMember } from '../../../test/factories.ts';

let ctx: TestContext;
let machinery: number;
let tools: number;
let lathe: { id: number; fields: SpecField[] };
beforeAll(async () => {
  ctx = await buildTestApp();
  machinery = await productCategoryId(ctx.db, 'machinery');
  tools = await productCategoryId(ctx.db, 'tools');
});
afterAll(() => ctx.close());

/** A seller of machines: a verified business, so their posts may offer a tax invoice. */
async function member(values: Parameters<typeof createUser>[1] = {}) {
  const signedIn = await signedInMember(ctx.app, ctx.db, values);
  await ctx.db
    .updateTable('users')
    .set({ business_verified: true })
    .where('id', '=', signedIn.user.id)
    .execute();
  return signedIn;
}

const latheSpecs = (overrides: Record<string, unknown> = {}) => ({
  maker: 'Doosan',
  model: 'PUMA 400',
  serial_number: 'P4-1187',
  year: 2014,
  hours: 21_500,
  power_kw: 22,
  voltage: 380,
  phase: '3',
  frequency: '60',
  control: 'Fanuc 0i-TD',
  swing_mm: 640,
  centres_mm: 1250,
  spindle_bore_mm: 91,
  max_rpm: 2800,
  weight_kg: 6200,
  length_mm: 4300,
  width_mm: 2100,
  height_mm: 2000,
  ...overrides,
});

const post = (overrides: Record<string, unknown> = {}) => ({
  type: 'sale',
  category_id: machinery,
  title: 'CNC lathe',
  price: 30_000_000,
  place_name: 'Changwon',
  lat: 35.22,
  lon: 128.68,
  spec_template_id: lathe.id,
  // The web form sends the values as one JSON field of its multipart body.
  specs: JSON.stringify(latheSpecs()),
  working_state: 'working',
  assembly: 'assembled',
  power_demo: '1',
  loading_methods: ['forklift', 'crane'],
  rigging_paid_by: 'buyer',
  removal_deadline: '2026-12-31',
  incoterm: 'EXW',
  tax_invoice: '1',
  ...overrides,
});

const productRow = (id: number) =>
  ctx.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countProducts = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from products`.execute(ctx.db)).rows[0]!.n);

describe('GET /api/specTemplates', () => {
  it('lists the seeded machine kinds with their fields, units, ranges and four languages', async () => {
    const response = await new Agent(ctx.app).get('/api/specTemplates');
    expect(response.statusCode).toBe(200);
    const templates = response.json().data as { id: number; slug: string; fields: SpecField[] }[];
    expect(templates.map((t) => t.slug)).toEqual([
      'lathe',
      'milling-machine',
      'press',
      'compressor',
      'forklift',
      'welder',
      'generator',
      'general',
    ]);
    lathe = templates[0]!;
    expect(lathe).toMatchObject({ main_field: 'swing_mm', version: 1, category_slug: 'machinery' });
    expect(lathe.fields.find((f) => f.key === 'swing_mm')).toEqual({
      key: 'swing_mm',
      type: 'number',
      unit: 'mm',
      min: 50,
      max: 5000,
      integer: true,
      required: true,
      labels: { ko: '베드 위 스윙', en: 'Swing over bed', de: 'Umlaufdurchmesser', ja: 'ベッド上の振り' },
    });
    const press = templates.find((t) => t.slug === 'press')!;
    expect(press.fields.find((f) => f.key === 'tonnage_t')).toMatchObject({ unit: 't', required: true });
    expect(templates.find((t) => t.slug === 'compressor')!.fields.map((f) => f.key)).toContain(
      'air_delivery',
    );
    expect(templates.find((t) => t.slug === 'forklift')!.fields.map((f) => f.key)).toContain(
      'lift_height_mm',
    );
  });
});

describe('a post written against a template', () => {
  it('stores the values, fills the filter columns and shows the table with completeness', async () => {
    const { agent } = await member();
    const response = await agent.post('/api/products', post());
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      manufacturer: 'Doosan',
      model: 'PUMA 400',
      year_made: 2014,
      spec_template: { id: lathe.id, slug: 'lathe', version: 1 },
      specs: { swing_mm: 640, phase: '3', control: 'Fanuc 0i-TD' },
      spec_score: 100,
      spec_complete: true,
      working_state: 'working',
      assembly: 'assembled',
      power_demo: true,
      loading_methods: ['forklift', 'crane'],
      rigging_paid_by: 'buyer',
      removal_deadline: '2026-12-31',
      incoterm: 'EXW',
      tax_invoice: true,
    });
    const row = await productRow(data.id);
    expect(row).toMatchObject({
      spec_template_version: 1,
      spec_hours: 21_500,
      spec_power_kw: 22,
      spec_weight_kg: 6200,
      spec_main: 640,
      year_made: 2014,
    });
  });

  it('tells what is missing: the score counts the template fields, the condition and the loading', async () => {
    const { agent } = await member();
    const specs = latheSpecs({ serial_number: '', hours: '', control: undefined });
    const response = await agent.post(
      '/api/products',
      post({ specs: JSON.stringify(specs), working_state: '', loading_methods: [] }),
    );
    expect(response.statusCode).toBe(201);
    // 18 template fields + 2 extras = 20 items, 5 missing.
    expect(response.json().data).toMatchObject({ spec_score: 75, spec_complete: false });
  });

  it('refuses a missing required figure, one out of range and a wrong choice, storing nothing', async () => {
    const { agent } = await member();
    const before = await countProducts();
    const specs = latheSpecs({ swing_mm: '', centres_mm: 10, phase: '2', year: 'old' });
    const response = await agent.post('/api/products', post({ specs: JSON.stringify(specs) }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'specs.swing_mm': ['This field is required.'],
      'specs.centres_mm': ['Please enter a value of at least 100.'],
      'specs.phase': ['Please choose one of the options.'],
      'specs.year': ['Please enter a number.'],
    });
    expect(await countProducts()).toBe(before);
  });

  it('refuses a template of another category and bad logistics values', async () => {
    const { agent } = await member();
    const before = await countProducts();
    const other = await agent.post('/api/products', post({ category_id: tools }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      spec_template_id: ['Please choose a machine kind of this category.'],
    });
    const bad = await agent.post(
      '/api/products',
      post({ loading_methods: ['none', 'crane'], incoterm: 'XYZ', removal_deadline: '31.12.2026' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'incoterm',
      'loading_methods',
      'removal_deadline',
    ]);
    expect(await countProducts()).toBe(before);
  });

  it('an edit by someone else changes nothing', async () => {
    const { agent } = await member();
    const id = (await agent.post('/api/products', post())).json().data.id as number;
    const other = await member();
    const response = await other.agent.patch(
      `/api/products/${id}`,
      post({ specs: JSON.stringify(latheSpecs({ swing_mm: 999 })) }),
    );
    expect(response.statusCode).toBe(403);
    expect((await productRow(id)).spec_main).toBe(640);
  });
});

describe('spec filters of the list', () => {
  it('filters by kind and main figure, year, hours, power, weight, working condition and loading', async () => {
    const { agent } = await member();
    const make = async (title: string, specs: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      (
        await agent.post('/api/products', post({ title, specs: JSON.stringify(latheSpecs(specs)), ...extra }))
      ).json().data.id as number;
    const big = await make('filter-big', { swing_mm: 800, year: 2016 });
    const small = await make('filter-small', { swing_mm: 400, year: 2016 });
    const old = await make('filter-old', { swing_mm: 900, year: 2005 });
    const broken = await make(
      'filter-broken',
      { swing_mm: 700, year: 2018, hours: 90_000 },
      {
        working_state: 'not_working',
        loading_methods: ['none'],
      },
    );
    const titles = async (query: string) =>
      (
        (await new Agent(ctx.app).get(`/api/products?per_page=100&word=filter-&${query}`)).json().data as {
          id: number;
        }[]
      ).map((p) => p.id);
    expect(await titles('kind=lathe&main_from=500&year_from=2012')).toEqual([broken, big]);
    expect(await titles('kind=lathe&main_from=500&year_from=2012&working=working')).toEqual([big]);
    expect(await titles('kind=lathe&loading=1')).toEqual([old, small, big]);
    expect(await titles('hours_from=50000')).toEqual([broken]);
    expect(await titles('power_from=20&power_to=25&weight_to=7000&year_to=2010')).toEqual([old]);
    expect(await titles('kind=press')).toEqual([]);
    const counted = await new Agent(ctx.app).get('/api/products?word=filter-&kind=lathe&main_from=500');
    expect(counted.json().meta.total).toBe(3);
  });

  it('refuses a range that is not a number', async () => {
    const response = await new Agent(ctx.app, { 'accept-language': 'en' }).get(
      '/api/products?power_from=lots',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.power_from).toEqual(['Please enter a number.']);
  });

  // 5,000 rows to plan over, each figure spread evenly over its range: every bound below keeps
  // under 2 % of them, where an index is the cheapest plan.
  it('each range is served by its index', { timeout: 90_000 }, async () => {
    const seller = await createUser(ctx.db);
    await sql`insert into products (user_id, category_id, type, title, price, country, spec_template_id,
        spec_template_version, spec_main, spec_hours, spec_power_kw, spec_weight_kg, year_made, loading_methods)
      select ${seller.id}, ${machinery}, 'sale', 'plan ' || i, 1000 + i, 'KR', ${lathe.id}, 1,
             i % 2000, i * 18, i * 300 / 5000, i * 10, 1950 + i * 75 / 5000,
             case when i % 50 = 0 then '{crane}'::text[] else '{}'::text[] end
      from generate_series(1, 5000) as i`.execute(ctx.db);
    await sql`analyze products`.execute(ctx.db);
    const plan = async (where: string) =>
      (
        await sql<{ 'QUERY PLAN': string }>`explain select id from products
          where deleted_at is null and is_hidden = false and ${sql.raw(where)}`.execute(ctx.db)
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    expect(await plan(`spec_template_id = ${lathe.id} and spec_main >= 1990`)).toContain(
      'products_visible_spec_main_idx',
    );
    expect(await plan('spec_hours >= 89900')).toContain('products_visible_spec_hours_idx');
    expect(await plan('spec_power_kw >= 299')).toContain('products_visible_spec_power_kw_idx');
    expect(await plan('spec_weight_kg >= 49950')).toContain('products_visible_spec_weight_kg_idx');
    expect(await plan('year_made >= 2024')).toContain('products_visible_year_made_idx');
    expect(
      await plan(
        `loading_methods && '{forklift,crane,loading_dock}'::text[]
          order by coalesce(bumped_at, created_at) desc, id desc limit 20`,
      ),
    ).toContain('products_visible_loading_idx');
    await sql`delete from products where title like 'plan %'`.execute(ctx.db);
  });
});

describe('/api/admin/specTemplates', () => {
  const templateInput = (fields: SpecField[]) => ({
    titles: { ko: '선반', en: 'Lathe', de: 'Drehmaschine', ja: '旋盤' },
    fields,
  });

  it('saves a new version, audited; old posts keep theirs, new posts take the new one', async () => {
    const { agent } = await member();
    const oldId = (await agent.post('/api/products', post())).json().data.id as number;
    const admin = await member({ isAdmin: true });
    const fields = [
      ...lathe.fields,
      {
        key: 'turret_stations',
        type: 'number',
        min: 0,
        max: 24,
        integer: true,
        required: true,
        labels: { ko: '터렛 공구 수', en: 'Turret stations', de: 'Revolverplätze', ja: 'タレット工具数' },
      },
    ] as SpecField[];
    const saved = await admin.agent.request(
      'PUT',
      `/api/admin/specTemplates/${lathe.id}`,
      templateInput(fields),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: lathe.id, version: 2 });
    const audit = await ctx.db
      .selectFrom('admin_audits')
      .select(['action', 'admin_id'])
      .where('subject_type', '=', 'spec_template')
      .where('subject_id', '=', lathe.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'spec_template.update', admin_id: admin.user.id });

    const old = (await agent.get(`/api/products/${oldId}`)).json().data;
    expect(old.spec_template.version).toBe(1);
    expect(old.spec_complete).toBe(true);
    const missing = await agent.post('/api/products', post());
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'specs.turret_stations': ['This field is required.'] });
    const fresh = await agent.post(
      '/api/products',
      post({ specs: JSON.stringify(latheSpecs({ turret_stations: 12 })) }),
    );
    expect(fresh.json().data.spec_template.version).toBe(2);
  });

  it('refuses a template without its main figure or with a field twice, changing nothing', async () => {
    const admin = await member({ isAdmin: true });
    const before = await ctx.db
      .selectFrom('spec_templates')
      .select('version')
      .where('id', '=', lathe.id)
      .executeTakeFirstOrThrow();
    const noMain = await admin.agent.request(
      'PUT',
      `/api/admin/specTemplates/${lathe.id}`,
      templateInput(lathe.fields.filter((f) => f.key !== 'swing_mm')),
    );
    expect(noMain.statusCode).toBe(422);
    expect(noMain.json().errors.fields).toEqual([
      "The kind's main figure (swing_mm) must stay a number field.",
    ]);
    const twice = await admin.agent.request(
      'PUT',
      `/api/admin/specTemplates/${lathe.id}`,
      templateInput([...lathe.fields, lathe.fields[0]!]),
    );
    expect(twice.statusCode).toBe(422);
    const after = await ctx.db
      .selectFrom('spec_templates')
      .select('version')
      .where('id', '=', lathe.id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version);
  });

  it('is for admins only', async () => {
    const { agent } = await member();
    const response = await agent.request('PUT', `/api/admin/specTemplates/${lathe.id}`, {
      titles: { ko: 'x', en: 'x', de: 'x', ja: 'x' },
      fields: lathe.fields,
    });
    expect(response.statusCode).toBe(403);
    expect((await agent.get('/api/admin/specTemplates')).statusCode).toBe(403);
  });
});
