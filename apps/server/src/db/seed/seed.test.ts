import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LIMITS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  PROMOTION_STATE,
  PROMOTION_TYPES,
  SERVICE_REQUEST_STATUSES,
  type Localized,
} from '@steelyard/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../lib/storage.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createPglite, openDatabase, type DatabaseHandle, type Db } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { DB } from '../schema.ts';
import { seedDatabase } from './index.ts';
import { promotionState } from '../../modules/promotions/promotions.repository.ts';
import { Agent } from '../../../test/agent.ts';
import { buildTestAppOn } from '../../../test/build.ts';
import { DEMO_PASSWORD } from './demo/users.ts';

const TABLES: (keyof DB)[] = [
  'users',
  'sessions',
  'categories',
  'images',
  'products',
  'product_images',
  'notices',
  'faqs',
  'events',
  'promotions',
  'manners',
  'cities',
  'counties',
  'settings',
  'versions',
  'logs',
  'clicks',
  'views',
  'admin_audits',
  'service_requests',
  'service_files',
  'service_quotes',
  'factories',
  'factory_periods',
  'factory_images',
  'factory_applications',
  'freelancers',
  'freelancer_images',
];

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = row.rows[0]?.n ?? -1;
  }
  return counts;
}

async function openMigrated(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ pglite: createPglite() });
  await migrateToLatest(handle.db);
  return handle;
}

const localized = (value: Localized) => {
  for (const language of ['ko', 'en', 'de', 'ja'] as const) expect(value[language]?.trim()).toBeTruthy();
};

describe('seedDatabase with demo data', () => {
  let handle: DatabaseHandle;
  let db: Db;
  let uploads: string;
  const storage = () => createDiskStorage(uploads);
  const logs: string[] = [];
  let firstRunMs = 0;

  beforeAll(async () => {
    uploads = mkdtempSync(path.join(os.tmpdir(), 'steelyard-seed-'));
    handle = await openMigrated();
    db = handle.db;
    const started = performance.now();
    await seedDatabase(db, storage(), { demo: true, log: (line) => logs.push(line) });
    firstRunMs = performance.now() - started;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it('logs a one-line summary of what it created', () => {
    // No assertion on time (design.md §7); the duration is printed for the record.
    console.info(`${logs[0]} (${Math.round(firstRunMs)} ms)`);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^seeded: 18 categories, .*, 6 users, .*, \d+ products, .*, \d+ promotions$/);
  });

  it('seeds the categories of every kind, with the spec product names in order', async () => {
    const rows = await db.selectFrom('categories').selectAll().orderBy('kind').orderBy('position').execute();
    const byKind = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(byKind('product').map((row) => row.titles.en)).toEqual([
      'Used machinery',
      'Tools',
      'Parts',
      'Other',
      'Service',
    ]);
    expect(byKind('product').map((row) => row.titles.ko)).toEqual([
      '중고기계',
      '공구',
      '부품',
      '기타',
      '서비스',
    ]);
    expect(byKind('product').map((row) => row.slug)).toEqual([
      'machinery',
      'tools',
      'parts',
      'other',
      'service',
    ]);
    expect(byKind('notice').length).toBeGreaterThanOrEqual(4);
    expect(byKind('faq').length).toBeGreaterThanOrEqual(5);
    expect(byKind('service').map((row) => row.slug)).toEqual([
      'drawing-requests',
      'big-notices',
      'factory-applications',
      'freelancers',
    ]);
    rows.forEach((row) => localized(row.titles));
  });

  it('seeds good and bad manners, settings and versions', async () => {
    const manners = await db.selectFrom('manners').selectAll().execute();
    expect(manners.filter((m) => m.type === 1).length).toBeGreaterThanOrEqual(8);
    expect(manners.filter((m) => m.type === 0).length).toBeGreaterThanOrEqual(6);
    manners.forEach((m) => localized(m.titles));
    expect(await db.selectFrom('settings').select('min_price_for_show').execute()).toEqual([
      { min_price_for_show: 1000 },
    ]);
    expect(await db.selectFrom('versions').select(['ios', 'android']).execute()).toEqual([
      { ios: '1.0.0', android: '1.0.0' },
    ]);
  });

  it('seeds every Korean area and the prefectures, Länder and states', async () => {
    const cities = await db.selectFrom('cities').select(['id', 'country', 'name']).execute();
    const perCountry = (country: string) => cities.filter((c) => c.country === country).length;
    expect(perCountry('KR')).toBe(17);
    expect(perCountry('JP')).toBe(47);
    expect(perCountry('DE')).toBe(16);
    expect(perCountry('US')).toBe(50);
    const krCounties = await db
      .selectFrom('counties')
      .innerJoin('cities', 'cities.id', 'counties.city_id')
      .where('cities.country', '=', 'KR')
      .select(['cities.name as city', 'counties.name as county'])
      .execute();
    expect(krCounties.length).toBeGreaterThanOrEqual(226);
    expect(krCounties).toContainEqual({ city: '서울특별시', county: '강남구' });
    expect(krCounties.filter((c) => c.city === '서울특별시')).toHaveLength(25);
    expect(krCounties.filter((c) => c.city === '경기도')).toHaveLength(31);
    const empty = await db
      .selectFrom('cities')
      .leftJoin('counties', 'counties.city_id', 'cities.id')
      .where('counties.id', 'is', null)
      .select('cities.name')
      .execute();
    expect(empty).toEqual([]);
  });

  it('creates the demo accounts: one admin, five members, two sample accounts', async () => {
    const users = await db.selectFrom('users').selectAll().orderBy('email').execute();
    expect(users.map((u) => u.email)).toEqual([
      'admin@steelyard.test',
      'member1@steelyard.test',
      'member2@steelyard.test',
      'member3@steelyard.test',
      'member4@steelyard.test',
      'member5@steelyard.test',
    ]);
    const admin = users[0]!;
    expect(admin.is_admin).toBe(true);
    expect(admin.nickname).toBe('관리자');
    expect(users.filter((u) => u.is_admin)).toHaveLength(1);
    expect(users.filter((u) => u.is_sample).map((u) => u.email)).toEqual([
      'member4@steelyard.test',
      'member5@steelyard.test',
    ]);
    expect(new Set(users.map((u) => u.country))).toEqual(new Set(['KR', 'JP', 'DE']));
    expect(await verifyPassword('steelyard', admin.password_hash!)).toBe(true);
    expect(await verifyPassword('wrong-password', users[1]!.password_hash!)).toBe(false);
    for (const user of users) {
      expect(user.profile_image_id).not.toBeNull();
      const county = await db
        .selectFrom('counties')
        .innerJoin('cities', 'cities.id', 'counties.city_id')
        .where('cities.country', '=', user.country!)
        .where('cities.name', '=', user.city!)
        .where('counties.name', '=', user.county!)
        .select('counties.id')
        .executeTakeFirst();
      expect(county, `${user.email}'s area ${user.city} ${user.county}`).toBeDefined();
    }
  });

  it('seeds products of every category, type and status, within the posting limits', async () => {
    const products = await db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .innerJoin('users', 'users.id', 'products.user_id')
      .select([
        'products.id',
        'products.type',
        'products.status',
        'products.is_hidden',
        'products.title',
        'products.price',
        'products.keywords',
        'products.buyer_id',
        'products.user_id',
        'products.country',
        'products.created_at',
        'categories.slug',
        'users.country as owner_country',
        'users.is_admin',
      ])
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.slug))).toEqual(
      new Set(['machinery', 'tools', 'parts', 'other', 'service']),
    );
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(products.map((p) => p.status))).toEqual(new Set(PRODUCT_STATUSES));
    expect(products.filter((p) => p.is_hidden).length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => p.price !== null && p.price < 1000)).toBe(true);
    for (const p of products) {
      expect(p.is_admin).toBe(false);
      expect(p.country).toBe(p.owner_country);
      expect(p.title.length).toBeLessThanOrEqual(LIMITS.titleMax);
      expect(p.keywords.length).toBeLessThanOrEqual(LIMITS.keywordsPerPost);
      p.keywords.forEach((k) => expect(k.length).toBeLessThanOrEqual(LIMITS.keywordMaxLength));
      if (p.type === 'share') expect(p.price).toBeNull();
      if (p.buyer_id !== null) {
        expect(p.status).toBe('completed');
        expect(p.buyer_id).not.toBe(p.user_id);
      }
      expect(Date.now() - p.created_at.getTime()).toBeLessThanOrEqual(31 * 86_400_000);
    }
    expect(products.filter((p) => p.buyer_id !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('describes its machines with real templates: a lathe with its swing, a press with its tonnage', async () => {
    const machines = await db
      .selectFrom('products')
      .innerJoin('spec_templates', 'spec_templates.id', 'products.spec_template_id')
      .select([
        'products.title',
        'spec_templates.slug',
        'products.spec_main',
        'products.working_state',
        'products.serial_key',
      ])
      .orderBy('products.title')
      .execute();
    expect(machines).toEqual(
      expect.arrayContaining([
        // Its serial is kept as a seller's post keeps it: a second post of it goes to the desk.
        {
          title: 'CNC 선반 화천 HL-460 2015년식',
          slug: 'lathe',
          spec_main: 610,
          working_state: 'working',
          serial_key: '화천기계|HL460150231',
        },
        {
          title: 'Hydraulic press 50 ton, 4-column, with tooling',
          slug: 'press',
          spec_main: 50,
          working_state: 'untested',
          serial_key: null,
        },
      ]),
    );
    expect(machines.length).toBeGreaterThanOrEqual(4);
  });

  it('makes member1 a verified business with a private proof; only its posts offer a tax invoice', async () => {
    const business = await db
      .selectFrom('businesses')
      .innerJoin('users', 'users.id', 'businesses.user_id')
      .select(['users.email', 'users.business_verified', 'businesses.status', 'businesses.proof_key'])
      .executeTakeFirstOrThrow();
    expect(business).toMatchObject({
      email: 'member1@steelyard.test',
      business_verified: true,
      status: 'verified',
      proof_key: expect.stringMatching(/^private\/business-proofs\//),
    });
    expect(await storage().size(business.proof_key)).toBeGreaterThan(0);
    const invoicing = await db
      .selectFrom('products')
      .innerJoin('users', 'users.id', 'products.user_id')
      .select('users.business_verified')
      .where('products.tax_invoice', '=', true)
      .execute();
    expect(invoicing.length).toBeGreaterThan(0);
    expect(invoicing.every((row) => row.business_verified)).toBe(true);
  });

  it('gives every product 1-10 photos at positions 0..n-1 whose files exist', async () => {
    const products = await db.selectFrom('products').select('id').execute();
    const photos = await db
      .selectFrom('product_images')
      .innerJoin('images', 'images.id', 'product_images.image_id')
      .select(['product_images.product_id', 'product_images.position', 'images.path', 'images.thumb_path'])
      .orderBy('product_images.product_id')
      .orderBy('product_images.position')
      .execute();
    for (const product of products) {
      const own = photos.filter((p) => p.product_id === product.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(LIMITS.photosPerPost);
      expect(own.map((p) => p.position)).toEqual(own.map((_, i) => i));
    }
    for (const photo of photos) {
      expect(existsSync(path.join(uploads, photo.path)), photo.path).toBe(true);
      expect(existsSync(path.join(uploads, photo.thumb_path)), photo.thumb_path).toBe(true);
    }
  });

  it('seeds notices, FAQs and events (past, ongoing, upcoming) with localized text', async () => {
    const notices = await db.selectFrom('notices').selectAll().execute();
    expect(notices.length).toBeGreaterThanOrEqual(6);
    notices.forEach((n) => [n.title, n.content].forEach(localized));
    expect(notices.every((n) => n.category_id !== null)).toBe(true);
    const faqs = await db.selectFrom('faqs').selectAll().execute();
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    faqs.forEach((f) => [f.title, f.content].forEach(localized));
    const events = await db.selectFrom('events').selectAll().execute();
    const now = Date.now();
    expect(events.some((e) => e.ends_at.getTime() < now)).toBe(true);
    expect(events.some((e) => e.starts_at.getTime() <= now && e.ends_at.getTime() > now)).toBe(true);
    expect(events.some((e) => e.starts_at.getTime() > now)).toBe(true);
    expect(events.every((e) => e.image_id !== null)).toBe(true);
  });

  it('seeds 1:1 inquiries, one answered by the admin and one waiting, all published content visible', async () => {
    const qnas = await db.selectFrom('qnas').select(['answer', 'answered_by']).execute();
    expect(qnas.filter((q) => q.answer !== null && q.answered_by !== null)).toHaveLength(1);
    expect(qnas.filter((q) => q.answer === null)).toHaveLength(1);
    for (const table of ['notices', 'faqs', 'events'] as const) {
      const drafts = await db.selectFrom(table).select('id').where('published', '=', false).execute();
      expect(drafts, table).toEqual([]);
    }
  });

  it('has an ongoing promotion of every type with a banner, plus before and pause states', async () => {
    const promotions = await db
      .selectFrom('promotions')
      .innerJoin('images', 'images.id', 'promotions.image_id')
      .select([
        'promotions.type',
        promotionState().as('state'),
        'promotions.url',
        'promotions.type_url',
        'images.path',
        'images.width',
        'images.height',
      ])
      .execute();
    expect(promotions.some((p) => p.state === PROMOTION_STATE.finish)).toBe(true);
    for (const type of PROMOTION_TYPES) {
      expect(
        promotions.some((p) => p.type === type && p.state === PROMOTION_STATE.ongoing),
        `ongoing ${type}`,
      ).toBe(true);
    }
    expect(promotions.some((p) => p.state === PROMOTION_STATE.before)).toBe(true);
    expect(promotions.some((p) => p.state === PROMOTION_STATE.pause)).toBe(true);
    for (const p of promotions) {
      expect(existsSync(path.join(uploads, p.path))).toBe(true);
      if (p.type_url === 1) expect(p.url).toMatch(/^\/(products|events)(\/\d+)?$/);
      else expect(p.url).toMatch(/^https:\/\//);
      if (p.type === 'SPLASH' || p.type === 'START') expect(p.height).toBeGreaterThan(p.width);
      if (p.type === 'PRODUCT') expect(p.width).toBeGreaterThan(p.height);
    }
    const internalProduct = promotions.find((p) => p.url?.startsWith('/products/'));
    const id = Number(internalProduct?.url?.split('/')[2]);
    expect(
      await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeDefined();
  });

  it('shows every service a few demo requests, listings and profiles through the public API', async () => {
    // The seed's files (photos and drawings) are in its folder.
    const { app, close } = await buildTestAppOn(db, { UPLOAD_DIR: uploads });
    try {
      const visitor = new Agent(app);
      const list = async (url: string) => {
        const response = await visitor.get(url);
        expect(response.statusCode, url).toBe(200);
        return response.json().data as Array<Record<string, unknown>>;
      };
      const drawings = await list('/api/drawingRequests');
      const notices = await list('/api/bigNotices');
      const factories = await list('/api/factories');
      const freelancers = await list('/api/freelancers');
      for (const rows of [drawings, notices, factories, freelancers]) {
        expect(rows.length).toBeGreaterThanOrEqual(3);
        expect(rows.length).toBeLessThanOrEqual(6);
      }
      // Each request's flow from open to closed or cancelled is on show, quoted ones among them.
      const requests = [...drawings, ...notices];
      expect(new Set(requests.map((r) => r.status))).toEqual(new Set(SERVICE_REQUEST_STATUSES));
      expect(drawings.every((r) => (r.file_count as number) > 0)).toBe(true);
      expect(new Set(requests.map((r) => r.country))).toEqual(new Set(['KR', 'JP', 'DE']));
      expect(requests.filter((r) => r.status === 'open').every((r) => r.quote_count === 0)).toBe(true);
      for (const factory of factories) expect((factory.periods as unknown[]).length).toBeGreaterThan(0);
      expect(factories.some((f) => (f.taken as unknown[]).length > 0)).toBe(true);
      expect(factories.every((f) => (f.images as unknown[]).length > 0)).toBe(true);
      expect(freelancers.every((f) => (f.images as unknown[]).length > 0)).toBe(true);

      // A drawing request's page, as its requester opens it: the quotes side by side, one chosen.
      const awarded = drawings.find((r) => r.status === 'in_production')!;
      const owner = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', (awarded.user as { id: number }).id)
        .executeTakeFirstOrThrow();
      const requester = new Agent(app);
      await requester.login(owner.email, DEMO_PASSWORD);
      const page = (await requester.get(`/api/drawingRequests/${awarded.id}`)).json().data;
      const quotes = (await requester.get(`/api/drawingRequests/${awarded.id}/quotes`)).json().data;
      expect(quotes).toHaveLength(page.quote_count);
      expect(quotes.map((q: { status: string }) => q.status).sort()).toEqual(['awarded', 'declined']);
      expect(page.awarded_quote_id).toBe(quotes.find((q: { status: string }) => q.status === 'awarded').id);
      const drawing = await requester.get(page.files[0].url);
      expect(drawing.statusCode).toBe(200);
      expect(drawing.headers['content-type']).toBe('image/jpeg');

      // The pending application waits in its factory owner's received list.
      const pending = await db
        .selectFrom('factory_applications')
        .innerJoin('factories', 'factories.id', 'factory_applications.factory_id')
        .innerJoin('users', 'users.id', 'factories.user_id')
        .select(['users.email', 'factory_applications.id'])
        .where('factory_applications.status', '=', 'pending')
        .execute();
      expect(pending).toHaveLength(1);
      const factoryOwner = new Agent(app);
      await factoryOwner.login(pending[0]!.email, DEMO_PASSWORD);
      const received = await factoryOwner.get('/api/factoryApplications?role=received&status=pending');
      expect(received.json().data.map((a: { id: number }) => a.id)).toEqual([pending[0]!.id]);
    } finally {
      await close();
    }
  }, 60_000);

  it('adds nothing when it runs again', async () => {
    const before = await countRows(db);
    const again: string[] = [];
    await seedDatabase(db, storage(), { demo: true, log: (line) => again.push(line) });
    expect(await countRows(db)).toEqual(before);
    expect(again).toEqual([]);
    expect(before.users).toBe(6);
  }, 60_000);
});

describe('seedDatabase without demo data', () => {
  let handle: DatabaseHandle;
  let uploads: string;

  beforeAll(async () => {
    uploads = mkdtempSync(path.join(os.tmpdir(), 'steelyard-seed-ref-'));
    handle = await openMigrated();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it('seeds reference data only, and nothing more on a second run', async () => {
    const logs: string[] = [];
    await seedDatabase(handle.db, createDiskStorage(uploads), {
      demo: false,
      log: (line) => logs.push(line),
    });
    const counts = await countRows(handle.db);
    expect(counts).toMatchObject({
      users: 0,
      products: 0,
      product_images: 0,
      images: 0,
      notices: 0,
      faqs: 0,
      events: 0,
      promotions: 0,
      settings: 1,
      versions: 1,
    });
    expect(counts.categories).toBe(18);
    expect(counts.manners).toBeGreaterThanOrEqual(14);
    expect(counts.cities).toBe(17 + 47 + 16 + 50);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(
      /^seeded: 18 categories, \d+ manners, 1 settings, 1 versions, 130 cities, \d+ counties$/,
    );

    await seedDatabase(handle.db, createDiskStorage(uploads), { demo: false });
    expect(await countRows(handle.db)).toEqual(counts);
  }, 60_000);

  it('adds demo data later to a database seeded without it, once', async () => {
    await seedDatabase(handle.db, createDiskStorage(uploads), { demo: true });
    const counts = await countRows(handle.db);
    expect(counts.users).toBe(6);
    expect(counts.products).toBeGreaterThanOrEqual(30);
    await seedDatabase(handle.db, createDiskStorage(uploads), { demo: true });
    expect(await countRows(handle.db)).toEqual(counts);
  }, 120_000);
});
