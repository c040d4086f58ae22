/**
 * Generates a realistic market for the products benchmark: members, products with keywords and
 * industrial details, two photo rows per product, and likes. Set-based: products go in batches of
 * multi-row INSERTs (their `search_grams` computed by the app's own `productSearchGrams`); photos
 * and likes are INSERT … SELECT over generate_series. The products indexes are dropped for the
 * load and re-created from their own definitions (pg_get_indexdef), then everything is ANALYZEd.
 */
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { productSearchGrams } from '../apps/server/src/lib/search-grams.ts';

/** Machines and parts, in the languages members write in. The first entries are rare on purpose. */
const RARE = [
  { ko: '선반', en: 'lathe', ja: '旋盤' },
  { ko: '공구', en: 'tool set', ja: '工具' },
];
const COMMON = [
  { ko: '밀링머신', en: 'milling machine', ja: 'フライス盤' },
  { ko: '컴프레서', en: 'compressor', ja: 'コンプレッサー' },
  { ko: '지게차', en: 'forklift', ja: 'フォークリフト' },
  { ko: '용접기', en: 'welder', ja: '溶接機' },
  { ko: '프레스기', en: 'press', ja: 'プレス機' },
  { ko: '발전기', en: 'generator', ja: '発電機' },
  { ko: '드릴링머신', en: 'drilling machine', ja: 'ボール盤' },
  { ko: '연삭기', en: 'grinder', ja: '研削盤' },
  { ko: '사출기', en: 'injection moulder', ja: '射出成形機' },
  { ko: '감속기', en: 'gearbox', ja: '減速機' },
  { ko: '유압펌프', en: 'hydraulic pump', ja: '油圧ポンプ' },
  { ko: '절단기', en: 'cutter', ja: '切断機' },
  { ko: '크레인', en: 'crane', ja: 'クレーン' },
  { ko: '컨베이어', en: 'conveyor', ja: 'コンベヤ' },
  { ko: '보일러', en: 'boiler', ja: 'ボイラー' },
  { ko: '집진기', en: 'dust collector', ja: '集塵機' },
  { ko: '인버터', en: 'inverter', ja: 'インバーター' },
  { ko: '스핀들', en: 'spindle', ja: 'スピンドル' },
  { ko: '베어링', en: 'bearing', ja: 'ベアリング' },
  { ko: '척', en: 'chuck', ja: 'チャック' },
];
const MAKERS = ['화천', 'Doosan', 'Hyundai WIA', 'Mazak', 'Okuma', 'DMG Mori', 'Fanuc', 'Siemens', 'Makino'];
const STATES = ['상태 좋음', '정비 완료', '실사용 가능', 'well kept', 'serviced last year', '動作確認済み'];
const PLACES = ['시화공단', '반월공단', '남동공단', '창원공단', '구미공단', '大田区', 'Stuttgart'];
const REGIONS: [string, string][] = [
  ['서울특별시', '금천구'],
  ['경기도', '안산시'],
  ['경기도', '시흥시'],
  ['인천광역시', '남동구'],
  ['경상남도', '창원시'],
  ['경상북도', '구미시'],
];

/** A small deterministic PRNG (mulberry32), so two runs load the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateOptions {
  products: number;
  members: number;
  likes: number;
  log: (line: string) => void;
}

const DAY_MS = 86_400_000;

type ProductRow = {
  user_id: number;
  category_id: number;
  type: string;
  status: string;
  is_hidden: boolean;
  title: string;
  price: number | null;
  price_negotiable: boolean;
  description: string;
  place_name: string;
  lat: number;
  lon: number;
  country: string;
  city: string;
  county: string;
  manufacturer: string;
  model: string;
  year_made: number;
  condition_grade: string;
  keywords: string[];
  search_grams: string[];
  created_at: Date;
  deleted_at: Date | null;
};

/** Separates the items of the text[] columns inside one text value (never in the generated text). */
const SEP = '\u001f';

/**
 * One INSERT … SELECT FROM unnest(column arrays) per batch: a handful of parameters instead of one
 * per value. The text[] columns travel joined by SEP and are split again in SQL.
 */
async function insertRows(db: Db, rows: ProductRow[]) {
  const col = <K extends keyof ProductRow>(key: K) => rows.map((r) => r[key]);
  const joined = (key: 'keywords' | 'search_grams') => rows.map((r) => r[key].join(SEP));
  await sql`insert into products (user_id, category_id, type, status, is_hidden, title, price,
      price_negotiable, description, place_name, lat, lon, country, city, county, manufacturer, model,
      year_made, condition_grade, keywords, search_grams, created_at, deleted_at)
    select u, c, t, s, h, ti, p, pn, d, pl, la, lo, co, ci, cu, m, mo, y, g,
      string_to_array(k, ${SEP}), string_to_array(sg, ${SEP}), ca, da
    from unnest(${col('user_id')}::int[], ${col('category_id')}::int[], ${col('type')}::text[],
      ${col('status')}::text[], ${col('is_hidden')}::boolean[], ${col('title')}::text[],
      ${col('price')}::bigint[], ${col('price_negotiable')}::boolean[], ${col('description')}::text[],
      ${col('place_name')}::text[], ${col('lat')}::float8[], ${col('lon')}::float8[],
      ${col('country')}::text[], ${col('city')}::text[], ${col('county')}::text[],
      ${col('manufacturer')}::text[], ${col('model')}::text[], ${col('year_made')}::int[],
      ${col('condition_grade')}::text[], ${joined('keywords')}::text[], ${joined('search_grams')}::text[],
      ${col('created_at')}::timestamptz[], ${col('deleted_at')}::timestamptz[])
      as x(u, c, t, s, h, ti, p, pn, d, pl, la, lo, co, ci, cu, m, mo, y, g, k, sg, ca, da)`.execute(db);
}

export async function generateProducts(db: Db, options: GenerateOptions) {
  const random = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const categories = await db
    .selectFrom('categories')
    .select('id')
    .where('kind', '=', 'product')
    .orderBy('id')
    .execute();
  const started = Date.now();

  // Members: one INSERT … SELECT.
  await sql`insert into users (email, nickname, password_hash, country, city, county, notification_preferences)
    select 'bench' || n || '@steelyard.test', 'bench' || n, null, 'KR', '경기도', '안산시', '{}'::jsonb
    from generate_series(1, ${options.members}) as n`.execute(db);
  const { min: firstUser } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.min<number>('id').as('min'))
    .where('email', 'like', 'bench%@steelyard.test')
    .executeTakeFirstOrThrow();

  // Load without the products indexes, then rebuild them from their own definitions.
  const indexes = await sql<{ name: string; def: string }>`
    select indexname as name, indexdef as def from pg_indexes
    where tablename = 'products' and indexname not like '%_pkey'`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);

  const now = Date.now();
  const batch = 5000;
  for (let start = 0; start < options.products; start += batch) {
    const rows: ProductRow[] = [];
    for (let i = start; i < Math.min(options.products, start + batch); i++) {
      // About 0.4% of posts name a rare machine (선반 / lathe / 旋盤): a specific search.
      const thing = random() < 0.008 ? pick(RARE) : pick(COMMON);
      const other = pick(COMMON);
      const maker = pick(MAKERS);
      const lang = random();
      const title =
        lang < 0.7
          ? `${maker} ${thing.ko} ${1 + Math.floor(random() * 60)}호 ${pick(STATES)}`
          : lang < 0.9
            ? `${maker} ${thing.en} ${pick(STATES)}`
            : `${maker} ${thing.ja} ${pick(STATES)}`;
      const description = `${thing.ko} (${thing.en}) ${other.ko} 함께 판매합니다. ${pick(STATES)}. 현장 확인 가능, 상차 지원. ${pick(PLACES)}에서 직거래.`;
      const keywords = [thing.ko, thing.en.slice(0, 15), other.ko].filter(
        (k, j, all) => all.indexOf(k) === j,
      );
      const type = random() < 0.8 ? 'sale' : random() < 0.5 ? 'share' : 'wanted';
      const [city, county] = pick(REGIONS);
      const statusRoll = random();
      rows.push({
        user_id: firstUser + Math.floor(random() * options.members),
        category_id: pick(categories).id,
        type,
        status: statusRoll < 0.8 ? 'open' : statusRoll < 0.9 ? 'trading' : 'completed',
        is_hidden: random() < 0.02,
        title,
        price: type === 'share' ? null : Math.round(random() * 500) * 100_000,
        price_negotiable: random() < 0.2,
        description,
        place_name: pick(PLACES),
        lat: 37 + random(),
        lon: 126.5 + random(),
        country: 'KR',
        city,
        county,
        manufacturer: maker,
        model: `M-${Math.floor(random() * 9000) + 1000}`,
        year_made: 1990 + Math.floor(random() * 35),
        condition_grade: pick(['A', 'B', 'C']),
        keywords,
        search_grams: productSearchGrams({ title, keywords, description }),
        // Spread over two years, newest last, like a real market.
        created_at: new Date(now - (options.products - i) * ((2 * 365 * DAY_MS) / options.products)),
        deleted_at: random() < 0.01 ? new Date(now) : null,
      });
    }
    await insertRows(db, rows);
    if ((start / batch) % 4 === 0) options.log(`  products ${start + rows.length}/${options.products}`);
  }
  const phase = (name: string, since: number) =>
    options.log(`  ${name}: ${((Date.now() - since) / 1000).toFixed(1)} s`);
  phase('products', started);
  let mark = Date.now();
  const { min: firstProduct } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.min<number>('id').as('min'))
    .where('user_id', '>=', firstUser)
    .executeTakeFirstOrThrow();

  // Two photo rows per product (the files themselves are not needed to serve lists and details).
  const photos = options.products * 2;
  // Sequential ids within one statement on a fresh table: image k belongs to product k / 2.
  const { next: firstImage } = await sql<{ next: number }>`
    select coalesce(max(id), 0) + 1 as next from images`
    .execute(db)
    .then((r) => r.rows[0]!);
  await sql`insert into images (id, user_id, path, thumb_path, width, height)
    select ${firstImage} + k, null, 'bench/' || k || '.webp', 'bench/' || k || '_thumb.webp', 1280, 960
    from generate_series(0, ${photos - 1}) as k`.execute(db);
  await sql`select setval(pg_get_serial_sequence('images', 'id'), ${firstImage + photos - 1})`.execute(db);
  await sql`insert into product_images (product_id, image_id, position)
    select ${firstProduct} + k / 2, ${firstImage} + k, k % 2
    from generate_series(0, ${photos - 1}) as k`.execute(db);
  phase('photos', mark);
  mark = Date.now();
  // Likes: random (member, product) pairs, then the counters from them.
  await sql`insert into likes (user_id, likeable_type, likeable_id)
    select ${firstUser} + floor(random() * ${options.members})::int, 'product',
           ${firstProduct} + floor(random() * ${options.products})::int
    from generate_series(1, ${options.likes})
    on conflict do nothing`.execute(db);
  await sql`update products p set like_count = l.n
    from (select likeable_id, count(*)::int as n from likes where likeable_type = 'product' group by likeable_id) l
    where l.likeable_id = p.id`.execute(db);

  phase('likes', mark);
  mark = Date.now();
  // Every tenth post is a lathe described by its template (issue 28's spec filters): its swing
  // (the lathe's main figure) spread over 200–999 mm, its year the post's own.
  await sql`update products set spec_template_id = lathe.template_id, spec_template_version = lathe.version,
      spec_main = 200 + (products.id::bigint * 7919) % 800
    from (select template_id, max(version) as version from spec_template_versions
          where template_id = (select id from spec_templates where slug = 'lathe')
          group by template_id) lathe
    where products.id >= ${firstProduct} and products.id % 10 = 0`.execute(db);
  phase('lathes', mark);
  mark = Date.now();
  for (const index of indexes.rows) await sql.raw(index.def).execute(db);
  phase('indexes', mark);
  mark = Date.now();
  await sql`analyze`.execute(db);
  phase('analyze', mark);
  options.log(
    `  loaded ${options.members} members, ${options.products} products, ${photos} photos, ~${options.likes} likes in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { firstProduct, lastProduct: firstProduct + options.products - 1 };
}
