import type { CategoryKind, Localized } from '@steelyard/contracts';
import type { SeedContext } from '../context.ts';

export interface CategorySeed {
  slug: string;
  titles: Localized;
}

/** The spec's product categories, in its order: used machinery, tools, parts, other, service. */
export const PRODUCT_CATEGORIES: CategorySeed[] = [
  {
    slug: 'machinery',
    titles: { ko: '중고기계', en: 'Used machinery', de: 'Gebrauchtmaschinen', ja: '中古機械' },
  },
  { slug: 'tools', titles: { ko: '공구', en: 'Tools', de: 'Werkzeuge', ja: '工具' } },
  { slug: 'parts', titles: { ko: '부품', en: 'Parts', de: 'Teile', ja: '部品' } },
  { slug: 'other', titles: { ko: '기타', en: 'Other', de: 'Sonstiges', ja: 'その他' } },
  { slug: 'service', titles: { ko: '서비스', en: 'Service', de: 'Dienstleistungen', ja: 'サービス' } },
];

export const NOTICE_CATEGORIES: CategorySeed[] = [
  { slug: 'announcement', titles: { ko: '공지', en: 'Announcement', de: 'Ankündigung', ja: 'お知らせ' } },
  { slug: 'update', titles: { ko: '업데이트', en: 'Update', de: 'Update', ja: 'アップデート' } },
  { slug: 'event', titles: { ko: '이벤트', en: 'Event', de: 'Aktion', ja: 'イベント' } },
  { slug: 'guide', titles: { ko: '이용 안내', en: 'Guide', de: 'Anleitung', ja: 'ご利用ガイド' } },
];

export const FAQ_CATEGORIES: CategorySeed[] = [
  { slug: 'account', titles: { ko: '계정', en: 'Account', de: 'Konto', ja: 'アカウント' } },
  { slug: 'trading', titles: { ko: '거래', en: 'Trading', de: 'Handel', ja: '取引' } },
  {
    slug: 'chat-safety',
    titles: { ko: '채팅·안전거래', en: 'Chat & safety', de: 'Chat & Sicherheit', ja: 'チャット・安全' },
  },
  {
    slug: 'payment-fees',
    titles: { ko: '결제·수수료', en: 'Payment & fees', de: 'Zahlung & Gebühren', ja: '決済・手数料' },
  },
  { slug: 'app-usage', titles: { ko: '앱 이용', en: 'App usage', de: 'App-Nutzung', ja: 'アプリの使い方' } },
];

/** The four services of the category menu (spec §2, service category menu). */
export const SERVICE_CATEGORIES: CategorySeed[] = [
  {
    slug: 'drawing-requests',
    titles: { ko: '도면 가공', en: 'Drawing processing', de: 'Fertigung nach Zeichnung', ja: '図面加工' },
  },
  {
    slug: 'big-notices',
    titles: {
      ko: '주문 제작 공고',
      en: 'Made-to-order production',
      de: 'Auftragsfertigung',
      ja: '受注生産の募集',
    },
  },
  {
    slug: 'factory-applications',
    titles: { ko: '공장 공유', en: 'Factory sharing', de: 'Fabrik-Sharing', ja: '工場シェア' },
  },
  {
    slug: 'freelancers',
    titles: {
      ko: '프리랜서 매칭',
      en: 'Freelancer matching',
      de: 'Freelancer-Vermittlung',
      ja: 'フリーランスマッチング',
    },
  },
];

export const CATEGORY_SEEDS: Record<CategoryKind, CategorySeed[]> = {
  product: PRODUCT_CATEGORIES,
  notice: NOTICE_CATEGORIES,
  faq: FAQ_CATEGORIES,
  service: SERVICE_CATEGORIES,
};

/**
 * Inserts missing categories by (kind, slug); titles and positions an admin changed are left alone.
 * Returns the ids of every seeded category, keyed `kind:slug`.
 */
export async function seedCategories({ trx, tally }: SeedContext): Promise<Map<string, number>> {
  const rows = Object.entries(CATEGORY_SEEDS).flatMap(([kind, seeds]) =>
    seeds.map((seed, position) => ({ kind, slug: seed.slug, titles: JSON.stringify(seed.titles), position })),
  );
  const inserted = await trx
    .insertInto('categories')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'slug']).doNothing())
    .returning('id')
    .execute();
  tally.add('categories', inserted.length);

  const all = await trx.selectFrom('categories').select(['id', 'kind', 'slug']).execute();
  return new Map(all.map((row) => [`${row.kind}:${row.slug}`, row.id]));
}
