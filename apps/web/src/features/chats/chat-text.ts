import type { ChatRoomDto } from '@steelyard/contracts';
import type { Language } from '@contracts/languages.ts';
import { dateTimeFormat } from '../../i18n/format.ts';
import type { TFunction } from '../../i18n/i18n.ts';

/** What a list row shows of the last message: its text, 'Photo', or that the other person left. */
export function lastMessagePreview(room: ChatRoomDto, t: TFunction): string {
  const last = room.last_message;
  if (!last) return '';
  if (last.kind === 'left') return t('chats.otherLeft', { nickname: room.other.nickname });
  if (last.kind === 'offer') return last.body || t('offers.label');
  return last.body || (last.has_image ? t('chats.photo') : '');
}

/** '오후 3:05' / '3:05 PM': the time of a message. */
export function formatClock(iso: string, language: Language): string {
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** '2026년 11월 23일 월요일': the day separator of the history. */
export function formatDay(iso: string, language: Language): string {
  return dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }).format(
    new Date(iso),
  );
}
