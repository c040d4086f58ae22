import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * A short checklist per machine kind (issue 28): what a seller can confirm about the machine's
 * condition, kept with each template version (`checklist`: key and labels in four languages), and
 * the keys a post's seller confirmed (`products.checklist`).
 */

type L = [ko: string, en: string, de: string, ja: string];
const item = (key: string, [ko, en, de, ja]: L) => ({ key, labels: { ko, en, de, ja } });

const POWERS_ON = item('powers_on', [
  '전원이 들어오고 경보 없이 켜져요',
  'Powers on without alarms',
  'Lässt sich ohne Alarme einschalten',
  'アラームなしで電源が入る',
]);
const MANUALS = item('manuals', [
  '취급 설명서가 있어요',
  'Manuals included',
  'Handbücher vorhanden',
  '取扱説明書あり',
]);
const NO_LEAKS = item('no_leaks', [
  '오일·에어 누유가 없어요',
  'No oil or air leaks',
  'Keine Öl- oder Luftleckagen',
  'オイル・エア漏れなし',
]);
const SERVICE_RECORDS = item('service_records', [
  '정비 이력이 있어요',
  'Service records available',
  'Wartungsnachweise vorhanden',
  '整備記録あり',
]);

const CHECKLISTS: Record<string, ReturnType<typeof item>[]> = {
  lathe: [
    POWERS_ON,
    item('spindle_smooth', [
      '주축이 소음 없이 부드럽게 돌아요',
      'Spindle runs smoothly and quietly',
      'Spindel läuft ruhig und gleichmäßig',
      '主軸が静かにスムーズに回る',
    ]),
    item('chuck_included', ['척이 포함돼요', 'Chuck included', 'Futter inklusive', 'チャック付き']),
    item('tailstock_ok', [
      '심압대가 정상이에요',
      'Tailstock works',
      'Reitstock funktioniert',
      '心押し台が正常',
    ]),
    item('coolant_ok', [
      '절삭유 펌프가 작동해요',
      'Coolant pump works',
      'Kühlmittelpumpe funktioniert',
      'クーラントポンプが作動する',
    ]),
    MANUALS,
  ],
  'milling-machine': [
    POWERS_ON,
    item('spindle_smooth', [
      '주축이 소음 없이 부드럽게 돌아요',
      'Spindle runs smoothly and quietly',
      'Spindel läuft ruhig und gleichmäßig',
      '主軸が静かにスムーズに回る',
    ]),
    item('axes_ok', [
      '모든 축이 끝까지 이송돼요',
      'All axes travel their full length',
      'Alle Achsen fahren den vollen Weg',
      '全軸がストロークいっぱい動く',
    ]),
    item('tool_changer_ok', [
      '공구 교환 장치가 작동해요',
      'Tool changer works',
      'Werkzeugwechsler funktioniert',
      '工具交換装置が作動する',
    ]),
    MANUALS,
  ],
  press: [
    POWERS_ON,
    item('safety_devices', [
      '안전 장치(광전 센서 등)가 작동해요',
      'Safety devices (light curtains…) work',
      'Schutzeinrichtungen (Lichtgitter …) funktionieren',
      '安全装置（光電センサーなど）が作動する',
    ]),
    item('clutch_brake_ok', [
      '클러치·브레이크가 정상이에요',
      'Clutch and brake work',
      'Kupplung und Bremse funktionieren',
      'クラッチ・ブレーキが正常',
    ]),
    NO_LEAKS,
    MANUALS,
  ],
  compressor: [
    POWERS_ON,
    item('reaches_pressure', [
      '정격 압력까지 올라가요',
      'Reaches its rated pressure',
      'Erreicht den Nenndruck',
      '定格圧力まで上がる',
    ]),
    NO_LEAKS,
    item('dryer_included', [
      '에어 드라이어 포함',
      'Air dryer included',
      'Drucklufttrockner inklusive',
      'エアドライヤー付き',
    ]),
    SERVICE_RECORDS,
  ],
  forklift: [
    item('starts_easily', ['시동이 잘 걸려요', 'Starts easily', 'Springt gut an', 'エンジンがすぐかかる']),
    item('mast_ok', [
      '마스트가 최대 높이까지 올라가요',
      'Mast lifts to full height',
      'Mast hebt bis zur vollen Höhe',
      'マストが最大高さまで上がる',
    ]),
    item('brakes_ok', ['브레이크가 정상이에요', 'Brakes work', 'Bremsen funktionieren', 'ブレーキが正常']),
    NO_LEAKS,
    item('battery_ok', [
      '배터리 상태가 좋아요 (전동식)',
      'Battery in good condition (electric)',
      'Batterie in gutem Zustand (elektrisch)',
      'バッテリー良好（電動式）',
    ]),
    SERVICE_RECORDS,
  ],
  welder: [
    POWERS_ON,
    item('arc_stable', ['아크가 안정적이에요', 'Stable arc', 'Stabiler Lichtbogen', 'アークが安定している']),
    item('cables_included', [
      '케이블·토치 포함',
      'Cables and torch included',
      'Kabel und Brenner inklusive',
      'ケーブル・トーチ付き',
    ]),
    MANUALS,
  ],
  generator: [
    item('starts_easily', ['시동이 잘 걸려요', 'Starts easily', 'Springt gut an', 'エンジンがすぐかかる']),
    item('full_load_tested', [
      '정격 부하로 시험했어요',
      'Tested at full load',
      'Unter Volllast getestet',
      '定格負荷で試験済み',
    ]),
    NO_LEAKS,
    SERVICE_RECORDS,
  ],
  general: [POWERS_ON, NO_LEAKS, MANUALS, SERVICE_RECORDS],
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table spec_template_versions add column checklist jsonb not null default '[]'::jsonb`.execute(
    db,
  );
  for (const [slug, checklist] of Object.entries(CHECKLISTS)) {
    await sql`update spec_template_versions set checklist = ${JSON.stringify(checklist)}::jsonb
      where template_id = (select id from spec_templates where slug = ${slug})`.execute(db);
  }
  await sql`alter table products add column checklist text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table products drop column checklist`.execute(db);
  await sql`alter table spec_template_versions drop column checklist`.execute(db);
}
