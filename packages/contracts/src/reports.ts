/** Reports (spec §3 Report, §5): one list of reasons, what a report is about, the desk's actions. */
import type { Localized } from './languages.ts';

/** What a member reports: a post, a member or a chat message. */
export const REPORTABLE_TYPES = ['product', 'user', 'chat'] as const;
export type ReportableType = (typeof REPORTABLE_TYPES)[number];

/** The moderation desk's kinds: the three reportables and removal requests. */
export const REPORT_KINDS = [...REPORTABLE_TYPES, 'remove_request'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_STATUSES = ['open', 'handled', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * The desk's actions. `dismiss` closes a report as unfounded; `resolve` closes it as handled with no
 * sanction (a removal request done by hand); the rest act on the content or its author.
 */
export const REPORT_ACTIONS = [
  'dismiss',
  'resolve',
  'hide_post',
  'delete_message',
  'warn',
  'suspend',
  'withdraw',
] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The actions that fit each kind of report. */
export const REPORT_ACTIONS_BY_KIND: Record<ReportKind, readonly ReportAction[]> = {
  product: ['dismiss', 'resolve', 'hide_post', 'warn', 'suspend', 'withdraw'],
  user: ['dismiss', 'resolve', 'warn', 'suspend', 'withdraw'],
  chat: ['dismiss', 'resolve', 'delete_message', 'warn', 'suspend', 'withdraw'],
  remove_request: ['dismiss', 'resolve'],
};

/**
 * Report reasons, one list for every reportable (the web shows all of them; industrial goods add
 * missing certification marks). Keys are stored; labels in the four languages.
 */
export const REPORT_REASONS = [
  'prohibited_item',
  'scam',
  'misleading',
  'missing_certification',
  'professional_seller',
  'off_platform',
  'abuse',
  'harassment',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, Localized> = {
  prohibited_item: {
    ko: '거래 금지 물품이에요',
    en: 'Prohibited item',
    de: 'Verbotener Artikel',
    ja: '取引禁止の商品です',
  },
  scam: {
    ko: '사기가 의심돼요',
    en: 'Looks like a scam',
    de: 'Sieht nach Betrug aus',
    ja: '詐欺の疑いがあります',
  },
  misleading: {
    ko: '상품 정보가 실제와 달라요',
    en: 'Misleading description or photos',
    de: 'Irreführende Beschreibung oder Fotos',
    ja: '商品情報が実際と違います',
  },
  missing_certification: {
    ko: '인증(KC·CE 등) 표시가 없어요',
    en: 'Missing safety certification (KC, CE, PSE)',
    de: 'Fehlende Sicherheitszertifizierung (CE, KC, PSE)',
    ja: '安全認証（PSE・CEなど）の表示がありません',
  },
  professional_seller: {
    ko: '전문 판매업자 같아요',
    en: 'Undisclosed professional seller',
    de: 'Nicht angegebener gewerblicher Verkäufer',
    ja: '業者のようです',
  },
  off_platform: {
    ko: '외부 연락·결제를 유도해요',
    en: 'Pushes to trade or pay outside Steelyard',
    de: 'Drängt zu Handel oder Zahlung außerhalb von Steelyard',
    ja: '外部での連絡・支払いに誘導します',
  },
  abuse: {
    ko: '욕설이나 비하 발언을 해요',
    en: 'Abusive language',
    de: 'Beleidigende Sprache',
    ja: '暴言や侮辱があります',
  },
  harassment: {
    ko: '성희롱이나 괴롭힘이 있어요',
    en: 'Harassment',
    de: 'Belästigung',
    ja: 'セクハラや嫌がらせがあります',
  },
  spam: { ko: '도배·광고예요', en: 'Spam or advertising', de: 'Spam oder Werbung', ja: 'スパム・宣伝です' },
  other: { ko: '기타', en: 'Other', de: 'Sonstiges', ja: 'その他' },
};

/**
 * Why the desk holds an entry no member reported (issue 28): the system's own findings, kept out
 * of the reasons members choose from.
 */
export const DESK_REASONS = ['duplicate_serial', 'price_below_band'] as const;
export type DeskReason = (typeof DESK_REASONS)[number];

/** Every reason the desk shows, the members' and its own, labelled in the four languages. */
export const DESK_REASON_LABELS: Record<ReportReason | DeskReason, Localized> = {
  ...REPORT_REASON_LABELS,
  duplicate_serial: {
    ko: '같은 제조 번호의 다른 게시글이 있어요 (자동 확인)',
    en: 'Same serial number on another post (automatic check)',
    de: 'Gleiche Seriennummer in einem anderen Beitrag (automatische Prüfung)',
    ja: '同じ製造番号の別の投稿があります（自動確認）',
  },
  price_below_band: {
    ko: '같은 기계의 실거래가보다 훨씬 낮은 가격이에요 (자동 확인)',
    en: 'Priced far below what this machine sold for (automatic check)',
    de: 'Preis weit unter den Verkaufspreisen dieser Maschine (automatische Prüfung)',
    ja: '同じ機械の成約価格より大幅に安い価格です（自動確認）',
  },
};
