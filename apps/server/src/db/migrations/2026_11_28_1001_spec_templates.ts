import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Spec-first listings (issue 28). Templates of technical fields per machine kind, each edit a new
 * version (a post keeps the version it was written against, so an edited template never breaks
 * it); a post's values in `specs` (jsonb), and the figures lists filter by ranges copied into
 * real columns with partial indexes (docs/decisions.md): year (year_made), hours, power, weight and
 * the kind's main figure. The structured condition and the logistics block are columns too.
 */

type L = [ko: string, en: string, de: string, ja: string];
const labels = ([ko, en, de, ja]: L) => ({ ko, en, de, ja });

interface Field {
  key: string;
  type: 'number' | 'text' | 'choice';
  unit?: string;
  min?: number;
  max?: number;
  integer?: boolean;
  required: boolean;
  labels: ReturnType<typeof labels>;
  options?: { value: string; labels: ReturnType<typeof labels> }[];
}

const text = (key: string, l: L, required = false): Field => ({
  key,
  type: 'text',
  required,
  labels: labels(l),
});
const num = (
  key: string,
  l: L,
  unit: string | undefined,
  range: [number, number],
  options: { required?: boolean; integer?: boolean } = {},
): Field => ({
  key,
  type: 'number',
  ...(unit ? { unit } : {}),
  min: range[0],
  max: range[1],
  ...(options.integer ? { integer: true } : {}),
  required: options.required ?? false,
  labels: labels(l),
});
const choice = (key: string, l: L, options: [string, L][], required = false): Field => ({
  key,
  type: 'choice',
  required,
  labels: labels(l),
  options: options.map(([value, o]) => ({ value, labels: labels(o) })),
});
const same = (word: string): L => [word, word, word, word];

const head = (powerRequired: boolean): Field[] => [
  text('maker', ['제조사', 'Maker', 'Hersteller', 'メーカー'], true),
  text('model', ['모델', 'Model', 'Modell', '型式'], true),
  text('serial_number', ['제조 번호', 'Serial number', 'Seriennummer', '製造番号']),
  num('year', ['제조 연도', 'Year of manufacture', 'Baujahr', '製造年'], undefined, [1900, 2100], {
    required: true,
    integer: true,
  }),
  num('hours', ['가동 시간', 'Operating hours', 'Betriebsstunden', '稼働時間'], 'h', [0, 1_000_000], {
    integer: true,
  }),
  num('power_kw', ['전력', 'Power', 'Leistung', '出力'], 'kW', [0, 100_000], { required: powerRequired }),
  num('voltage', ['전압', 'Voltage', 'Spannung', '電圧'], 'V', [0, 50_000], { integer: true }),
  choice(
    'phase',
    ['상', 'Phase', 'Phasen', '相'],
    [
      ['1', ['단상', 'Single-phase', 'Einphasig', '単相']],
      ['3', ['3상', 'Three-phase', 'Dreiphasig', '三相']],
    ],
  ),
  choice(
    'frequency',
    ['주파수', 'Frequency', 'Frequenz', '周波数'],
    [
      ['50', same('50 Hz')],
      ['60', same('60 Hz')],
    ],
  ),
  text('control', ['제어 장치', 'Control system', 'Steuerung', '制御装置']),
];
const tail: Field[] = [
  num('weight_kg', ['중량', 'Weight', 'Gewicht', '重量'], 'kg', [0, 1_000_000], { required: true }),
  num('length_mm', ['길이', 'Length', 'Länge', '長さ'], 'mm', [0, 100_000], { integer: true }),
  num('width_mm', ['폭', 'Width', 'Breite', '幅'], 'mm', [0, 100_000], { integer: true }),
  num('height_mm', ['높이', 'Height', 'Höhe', '高さ'], 'mm', [0, 100_000], { integer: true }),
];
const maxRpm = num(
  'max_rpm',
  ['최고 회전수', 'Max. spindle speed', 'Max. Drehzahl', '最高回転数'],
  'rpm',
  [0, 100_000],
  {
    integer: true,
  },
);

const TEMPLATES: { slug: string; titles: L; main: string; fields: Field[] }[] = [
  {
    slug: 'lathe',
    titles: ['선반', 'Lathe', 'Drehmaschine', '旋盤'],
    main: 'swing_mm',
    fields: [
      ...head(true),
      num(
        'swing_mm',
        ['베드 위 스윙', 'Swing over bed', 'Umlaufdurchmesser', 'ベッド上の振り'],
        'mm',
        [50, 5000],
        {
          required: true,
          integer: true,
        },
      ),
      num(
        'centres_mm',
        ['센터 간 거리', 'Distance between centres', 'Spitzenweite', '心間距離'],
        'mm',
        [100, 30_000],
        {
          required: true,
          integer: true,
        },
      ),
      num(
        'spindle_bore_mm',
        ['주축 관통 구멍', 'Spindle bore', 'Spindeldurchlass', '主軸貫通穴径'],
        'mm',
        [0, 1000],
        {
          integer: true,
        },
      ),
      maxRpm,
      ...tail,
    ],
  },
  {
    slug: 'milling-machine',
    titles: ['밀링 머신', 'Milling machine', 'Fräsmaschine', 'フライス盤'],
    main: 'x_travel_mm',
    fields: [
      ...head(true),
      num('x_travel_mm', ['X축 이동', 'X travel', 'Verfahrweg X', 'X軸ストローク'], 'mm', [50, 30_000], {
        required: true,
        integer: true,
      }),
      num('y_travel_mm', ['Y축 이동', 'Y travel', 'Verfahrweg Y', 'Y軸ストローク'], 'mm', [50, 10_000], {
        required: true,
        integer: true,
      }),
      num('z_travel_mm', ['Z축 이동', 'Z travel', 'Verfahrweg Z', 'Z軸ストローク'], 'mm', [50, 10_000], {
        integer: true,
      }),
      choice(
        'spindle_taper',
        ['주축 테이퍼', 'Spindle taper', 'Spindelaufnahme', '主軸テーパ'],
        ['BT30', 'BT40', 'BT50', 'SK40', 'SK50', 'HSK63', 'ISO40', 'ISO50'].map((v) => [v, same(v)]),
      ),
      maxRpm,
      ...tail,
    ],
  },
  {
    slug: 'press',
    titles: ['프레스', 'Press', 'Presse', 'プレス'],
    main: 'tonnage_t',
    fields: [
      ...head(true),
      num('tonnage_t', ['가압 능력', 'Press force', 'Presskraft', '加圧能力'], 't', [1, 20_000], {
        required: true,
      }),
      choice(
        'press_type',
        ['형식', 'Type', 'Bauart', '形式'],
        [
          ['mechanical', ['기계식', 'Mechanical', 'Mechanisch', '機械式']],
          ['hydraulic', ['유압식', 'Hydraulic', 'Hydraulisch', '油圧式']],
          ['servo', ['서보', 'Servo', 'Servo', 'サーボ']],
        ],
        true,
      ),
      num('stroke_mm', ['스트로크', 'Stroke', 'Hub', 'ストローク'], 'mm', [0, 3000], { integer: true }),
      num(
        'spm',
        ['분당 스트로크 수', 'Strokes per minute', 'Hübe pro Minute', '毎分ストローク数'],
        'spm',
        [0, 2000],
        {
          integer: true,
        },
      ),
      ...tail,
    ],
  },
  {
    slug: 'compressor',
    titles: ['컴프레서', 'Compressor', 'Kompressor', 'コンプレッサー'],
    main: 'air_delivery',
    fields: [
      ...head(true),
      num('air_delivery', ['토출량', 'Air delivery', 'Liefermenge', '吐出量'], 'm3/min', [0.01, 1000], {
        required: true,
      }),
      num('pressure_bar', ['최고 압력', 'Max. pressure', 'Max. Druck', '最高圧力'], 'bar', [0, 500], {
        required: true,
      }),
      choice(
        'compressor_type',
        ['형식', 'Type', 'Bauart', '形式'],
        [
          ['screw', ['스크루', 'Screw', 'Schraube', 'スクリュー']],
          ['piston', ['왕복동', 'Piston', 'Kolben', 'レシプロ']],
          ['scroll', ['스크롤', 'Scroll', 'Scroll', 'スクロール']],
        ],
      ),
      ...tail,
    ],
  },
  {
    slug: 'forklift',
    titles: ['지게차', 'Forklift', 'Gabelstapler', 'フォークリフト'],
    main: 'lift_capacity_kg',
    fields: [
      ...head(false),
      num(
        'lift_capacity_kg',
        ['인양 능력', 'Lift capacity', 'Tragfähigkeit', '最大荷重'],
        'kg',
        [100, 100_000],
        {
          required: true,
          integer: true,
        },
      ),
      num('lift_height_mm', ['인양 높이', 'Lift height', 'Hubhöhe', '揚高'], 'mm', [500, 20_000], {
        required: true,
        integer: true,
      }),
      choice(
        'fuel',
        ['연료', 'Fuel', 'Antrieb', '燃料'],
        [
          ['diesel', ['디젤', 'Diesel', 'Diesel', 'ディーゼル']],
          ['lpg', ['LPG', 'LPG', 'Treibgas', 'LPG']],
          ['electric', ['전동', 'Electric', 'Elektro', 'バッテリー']],
        ],
        true,
      ),
      ...tail,
    ],
  },
  {
    slug: 'welder',
    titles: ['용접기', 'Welder', 'Schweißgerät', '溶接機'],
    main: 'max_current_a',
    fields: [
      ...head(false),
      num('max_current_a', ['최대 전류', 'Max. current', 'Max. Schweißstrom', '最大電流'], 'A', [10, 5000], {
        required: true,
        integer: true,
      }),
      choice(
        'process',
        ['용접 방식', 'Process', 'Verfahren', '溶接方式'],
        [
          ['mig', ['CO2/MIG', 'MIG/MAG', 'MIG/MAG', 'CO2/MIG']],
          ['tig', same('TIG')],
          ['stick', ['피복 아크', 'Stick (MMA)', 'Elektrode (E-Hand)', '被覆アーク']],
          ['spot', ['스폿', 'Spot', 'Punkt', 'スポット']],
        ],
        true,
      ),
      num('duty_cycle', ['사용률', 'Duty cycle', 'Einschaltdauer', '使用率'], '%', [0, 100], {
        integer: true,
      }),
      ...tail,
    ],
  },
  {
    slug: 'generator',
    titles: ['발전기', 'Generator', 'Stromerzeuger', '発電機'],
    main: 'output_kva',
    fields: [
      ...head(false),
      num('output_kva', ['정격 출력', 'Rated output', 'Nennleistung', '定格出力'], 'kVA', [0.5, 20_000], {
        required: true,
      }),
      choice(
        'fuel',
        ['연료', 'Fuel', 'Kraftstoff', '燃料'],
        [
          ['diesel', ['디젤', 'Diesel', 'Diesel', 'ディーゼル']],
          ['gas', ['가스', 'Gas', 'Gas', 'ガス']],
          ['petrol', ['휘발유', 'Petrol', 'Benzin', 'ガソリン']],
        ],
        true,
      ),
      ...tail,
    ],
  },
  {
    slug: 'general',
    titles: ['일반 기계', 'General machine', 'Allgemeine Maschine', '一般機械'],
    main: 'power_kw',
    fields: [
      ...head(true),
      text('capacity', [
        '능력 또는 행정',
        'Capacity or travel',
        'Kapazität oder Verfahrweg',
        '能力・ストローク',
      ]),
      ...tail,
    ],
  },
];

const VISIBLE = sql`deleted_at is null and is_hidden = false`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table spec_templates (
    id serial primary key,
    slug text not null unique,
    category_slug text not null,
    titles jsonb not null,
    main_field text not null,
    position integer not null default 0,
    version integer not null default 1
  )`.execute(db);
  await sql`create table spec_template_versions (
    template_id integer not null references spec_templates(id) on delete cascade,
    version integer not null check (version > 0),
    fields jsonb not null,
    created_by integer references users(id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (template_id, version)
  )`.execute(db);

  for (const [position, template] of TEMPLATES.entries()) {
    const { rows } = await sql<{ id: number }>`insert into spec_templates
      (slug, category_slug, titles, main_field, position)
      values (${template.slug}, 'machinery', ${JSON.stringify(labels(template.titles))}::jsonb, ${template.main}, ${position})
      returning id`.execute(db);
    await sql`insert into spec_template_versions (template_id, version, fields)
      values (${rows[0]!.id}, 1, ${JSON.stringify(template.fields)}::jsonb)`.execute(db);
  }

  await sql`alter table products
    add column spec_template_id integer,
    add column spec_template_version integer,
    add column specs jsonb not null default '{}'::jsonb,
    add column spec_hours integer,
    add column spec_power_kw double precision,
    add column spec_weight_kg double precision,
    add column spec_main double precision,
    add column working_state text check (working_state in ('working', 'not_working', 'untested')),
    add column assembly text check (assembly in ('assembled', 'disassembled')),
    add column power_demo boolean,
    add column loading_methods text[] not null default '{}'::text[],
    add column rigging_paid_by text check (rigging_paid_by in ('seller', 'buyer', 'shared')),
    add column removal_deadline text check (removal_deadline ~ '^\\d{4}-\\d\\d-\\d\\d$'),
    add column incoterm text,
    add column tax_invoice boolean,
    add constraint products_spec_template_fk foreign key (spec_template_id, spec_template_version)
      references spec_template_versions (template_id, version),
    add constraint products_spec_template_pair check ((spec_template_id is null) = (spec_template_version is null))`.execute(
    db,
  );

  // Range filters: each figure's own partial index (visible posts, as the list's predicate).
  for (const column of ['year_made', 'spec_hours', 'spec_power_kw', 'spec_weight_kg']) {
    await sql`create index ${sql.id(`products_visible_${column}_idx`)} on products (${sql.id(column)})
      where ${VISIBLE} and ${sql.id(column)} is not null`.execute(db);
  }
  // A kind's main figure means something within its kind only.
  await sql`create index products_visible_spec_main_idx on products (spec_template_id, spec_main)
    where ${VISIBLE} and spec_template_id is not null`.execute(db);
  await sql`create index products_visible_kind_idx on products (spec_template_id, created_at desc, id desc)
    where ${VISIBLE} and spec_template_id is not null`.execute(db);
  await sql`create index products_visible_working_idx on products (working_state, created_at desc, id desc)
    where ${VISIBLE} and working_state is not null`.execute(db);
  await sql`create index products_visible_loading_idx on products (created_at desc, id desc)
    where ${VISIBLE} and loading_methods && '{forklift,crane,loading_dock}'::text[]`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'products_visible_year_made_idx',
    'products_visible_spec_hours_idx',
    'products_visible_spec_power_kw_idx',
    'products_visible_spec_weight_kg_idx',
    'products_visible_spec_main_idx',
    'products_visible_kind_idx',
    'products_visible_working_idx',
    'products_visible_loading_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table products
    drop constraint if exists products_spec_template_pair,
    drop constraint if exists products_spec_template_fk,
    drop column if exists spec_template_id,
    drop column if exists spec_template_version,
    drop column if exists specs,
    drop column if exists spec_hours,
    drop column if exists spec_power_kw,
    drop column if exists spec_weight_kg,
    drop column if exists spec_main,
    drop column if exists working_state,
    drop column if exists assembly,
    drop column if exists power_demo,
    drop column if exists loading_methods,
    drop column if exists rigging_paid_by,
    drop column if exists removal_deadline,
    drop column if exists incoterm,
    drop column if exists tax_invoice`.execute(db);
  await sql`drop table if exists spec_template_versions`.execute(db);
  await sql`drop table if exists spec_templates`.execute(db);
}
