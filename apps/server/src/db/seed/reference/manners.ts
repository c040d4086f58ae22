import { MANNER_TYPE, type Localized } from '@steelyard/contracts';
import type { SeedContext } from '../context.ts';

/** Good manner tags (type 1), shown as compliments on a profile. */
export const GOOD_MANNERS: Localized[] = [
  { ko: '시간 약속을 잘 지켜요', en: 'Punctual', de: 'Pünktlich', ja: '時間を守ってくれる' },
  { ko: '친절하고 매너가 좋아요', en: 'Kind and polite', de: 'Freundlich und höflich', ja: '親切で丁寧' },
  { ko: '답장이 빨라요', en: 'Replies quickly', de: 'Antwortet schnell', ja: '返信が早い' },
  {
    ko: '상품 설명과 실제 상태가 같아요',
    en: 'Item as described',
    de: 'Artikel wie beschrieben',
    ja: '説明どおりの商品',
  },
  { ko: '가격이 합리적이에요', en: 'Fair price', de: 'Fairer Preis', ja: '価格が良心的' },
  { ko: '포장이 꼼꼼해요', en: 'Carefully packed', de: 'Sorgfältig verpackt', ja: '梱包が丁寧' },
  {
    ko: '장비 설명을 전문적으로 해줘요',
    en: 'Knows the equipment well',
    de: 'Kennt sich mit der Maschine aus',
    ja: '機械に詳しく説明してくれる',
  },
  {
    ko: '상차·운반을 도와줬어요',
    en: 'Helped with loading',
    de: 'Hat beim Verladen geholfen',
    ja: '積み込みを手伝ってくれた',
  },
];

/** Bad manner tags (type 0): anonymous, visible only to the recipient. */
export const BAD_MANNERS: Localized[] = [
  { ko: '약속 시간에 늦었어요', en: 'Was late', de: 'Kam zu spät', ja: '約束の時間に遅れた' },
  { ko: '불친절해요', en: 'Rude', de: 'Unfreundlich', ja: '態度が悪い' },
  {
    ko: '약속 장소에 나타나지 않았어요',
    en: 'Did not show up',
    de: 'Ist nicht erschienen',
    ja: '約束の場所に来なかった',
  },
  {
    ko: '상품 상태가 설명과 달라요',
    en: 'Item differs from description',
    de: 'Artikel weicht von der Beschreibung ab',
    ja: '商品が説明と違う',
  },
  { ko: '답장이 없어요', en: 'Stopped replying', de: 'Antwortet nicht', ja: '返信がない' },
  {
    ko: '거래 직전에 가격을 바꿨어요',
    en: 'Changed the price at the last minute',
    de: 'Hat den Preis kurzfristig geändert',
    ja: '直前に値段を変えた',
  },
];

/** Inserts the manner tags whose English title is not there yet (the table has no natural key). */
export async function seedManners({ trx, tally }: SeedContext): Promise<void> {
  const existing = await trx.selectFrom('manners').select(['type', 'titles']).execute();
  const known = new Set(existing.map((row) => `${row.type}:${row.titles.en}`));
  const rows = [
    ...GOOD_MANNERS.map((titles, position) => ({ type: MANNER_TYPE.good, titles, position })),
    ...BAD_MANNERS.map((titles, position) => ({ type: MANNER_TYPE.bad, titles, position })),
  ]
    .filter((row) => !known.has(`${row.type}:${row.titles.en}`))
    .map((row) => ({ ...row, titles: JSON.stringify(row.titles) }));
  if (rows.length === 0) return;
  await trx.insertInto('manners').values(rows).execute();
  tally.add('manners', rows.length);
}
