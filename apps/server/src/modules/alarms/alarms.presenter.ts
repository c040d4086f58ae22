import {
  translateMessage,
  type AlarmDto,
  type AlarmKind,
  type Language,
  type MessageKey,
} from '@steelyard/contracts';
import type { AlarmRow } from './alarms.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where tapping an alarm goes, per kind (the target id is the room, product, review or inquiry). */
export function alarmLink(
  kind: AlarmKind,
  targetId: number | null,
  params: Record<string, string>,
): string | null {
  switch (kind) {
    case 'chat':
      return targetId ? `/chats/${targetId}` : '/chats';
    case 'keyword':
      // A drawing request or production notice carries its page; a product is found by its id.
      return params.link ?? (targetId ? `/products/${targetId}` : null);
    case 'review':
      // The review itself; an anonymous one (bad tags only) is seen as counts on /manners.
      return targetId ? `/reviews/${targetId}` : '/manners';
    case 'inquiry':
      return targetId ? `/qnas/${targetId}` : '/qnas';
    case 'service':
      return params.link ?? null;
    case 'announcement':
      return null;
    case 'report':
      return targetId ? `/products/${targetId}` : null;
    case 'business':
      return params.link ?? '/mypage/business';
    case 'price_drop':
    case 'followed_post':
      return targetId ? `/products/${targetId}` : null;
    case 'spec_alert':
      // A digest (no single post) opens the member's alerts.
      return targetId ? `/products/${targetId}` : '/keywords';
  }
}

/** The desk's answer to a reporter, or the sanction told to its target (`params.outcome`). */
function reportAlarmTitle(language: Language, params: Record<string, string>): string {
  const keys: Record<string, MessageKey> = {
    handled: 'alarm.report_handled',
    dismissed: 'alarm.report_dismissed',
    warn: 'alarm.sanction_warn',
    suspend: 'alarm.sanction_suspend',
    hide_post: 'alarm.sanction_hide_post',
    delete_message: 'alarm.sanction_delete_message',
  };
  const key = keys[params.outcome ?? ''];
  return key ? translateMessage(language, key, params) : '';
}

/** A business alarm about a post (its title as the body): a tax invoice asked, an inspection asked, filed or answered. */
const BUSINESS_EVENT_KEYS: Record<string, MessageKey> = {
  invoice_requested: 'alarm.invoice_requested_title',
  inspection_requested: 'alarm.inspection_requested_title',
  inspection_reported: 'alarm.inspection_reported_title',
  inspection_responded: 'alarm.inspection_responded_title',
};

const OFFER_ALARM_KEYS: Record<string, MessageKey> = {
  made: 'alarm.offer_made',
  countered: 'alarm.offer_countered',
  accepted: 'alarm.offer_accepted',
  declined: 'alarm.offer_declined',
  reserved: 'alarm.offer_reserved',
};

/** An amount in the reader's language, as the app writes prices ('150,000원' in Korean; whole won and yen). */
function formatAmount(language: Language, currency: string, value: number): string {
  if (language === 'ko' && currency === 'KRW') return `${new Intl.NumberFormat('ko').format(value)}원`;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    maximumFractionDigits: currency === 'KRW' || currency === 'JPY' ? 0 : 2,
    minimumFractionDigits: 0,
  }).format(value);
}

/** A price offer's move, with its amount in the reader's language. */
function offerAlarmBody(language: Language, params: Record<string, string>): string {
  const key = OFFER_ALARM_KEYS[params.offer ?? ''];
  if (!key) return '';
  const amount = formatAmount(language, params.currency ?? 'KRW', Number(params.amount));
  return translateMessage(language, key, { amount });
}

/** A liked post's new price beside its old one. */
function priceDropBody(language: Language, params: Record<string, string>): string {
  const currency = params.currency ?? 'KRW';
  return translateMessage(language, 'alarm.price_drop_body', {
    title: params.title ?? '',
    before: formatAmount(language, currency, Number(params.before)),
    after: formatAmount(language, currency, Number(params.after)),
  });
}

/** A match of one alert, or the day's digest with its count in the language's plural. */
function specAlertTitle(language: Language, params: Record<string, string>): string {
  if (params.count === undefined) return translateMessage(language, 'alarm.spec_alert_title', params);
  const plural = new Intl.PluralRules(language).select(Number(params.count)) === 'one' ? 'one' : 'other';
  return translateMessage(language, `alarm.spec_digest_title_${plural}`, params);
}

/** The alarm's title and body in a language; the member's own words (previews) are kept as given. */
export function alarmText(row: AlarmRow, language: Language): { title: string; body: string } {
  const params = row.params ?? {};
  switch (row.kind as AlarmKind) {
    case 'announcement':
      return { title: row.announcement_title ?? '', body: row.announcement_body ?? '' };
    case 'chat':
      return {
        title: translateMessage(language, 'alarm.chat_title', params),
        body: params.offer ? offerAlarmBody(language, params) : (params.preview ?? ''),
      };
    case 'keyword':
      return {
        title: translateMessage(
          language,
          params.link ? 'alarm.keyword_request_title' : 'alarm.keyword_title',
          params,
        ),
        body: params.title ?? '',
      };
    case 'review':
      if (params.anonymous)
        return { title: translateMessage(language, 'alarm.review_private_title'), body: '' };
      return {
        title: translateMessage(
          language,
          params.job ? 'alarm.job_review_title' : 'alarm.review_title',
          params,
        ),
        body: params.preview ?? '',
      };
    case 'inquiry':
      return { title: translateMessage(language, 'alarm.inquiry_title', params), body: params.title ?? '' };
    case 'report':
      return { title: reportAlarmTitle(language, params), body: '' };
    case 'business':
      if (params.outcome && params.outcome in BUSINESS_EVENT_KEYS)
        return {
          title: translateMessage(language, BUSINESS_EVENT_KEYS[params.outcome]!, params),
          body: params.title ?? '',
        };
      return {
        title: translateMessage(
          language,
          params.outcome === 'verified' ? 'alarm.business_verified_title' : 'alarm.business_refused_title',
          { name: params.title },
        ),
        body: params.preview ?? '',
      };
    case 'price_drop':
      return {
        title: translateMessage(language, 'alarm.price_drop_title'),
        body: priceDropBody(language, params),
      };
    case 'followed_post':
      return {
        title: translateMessage(language, 'alarm.followed_post_title', params),
        body: params.title ?? '',
      };
    case 'spec_alert':
      return { title: specAlertTitle(language, params), body: params.title ?? '' };
    case 'service':
      return {
        title: translateMessage(language, `alarm.service_${params.event ?? 'quote'}_title`, params),
        body: '',
      };
  }
  return { title: '', body: '' };
}

export function toAlarmDto(row: AlarmRow, language: Language): AlarmDto {
  const kind = row.kind as AlarmKind;
  return {
    id: row.id,
    kind,
    ...alarmText(row, language),
    link: alarmLink(kind, row.target_id, row.params ?? {}),
    read: row.read_at !== null,
    created_at: iso(row.created_at),
  };
}
