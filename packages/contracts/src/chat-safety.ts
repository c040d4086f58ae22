/**
 * Off-platform signals in a chat message (docs/decisions.md, 'Chat safety'): a phone number, an
 * email address, a messenger ID or an outside payment link. Fullwidth characters and spelled-out
 * '(at)' / '(dot)' are normalised first, as open-source detectors do; a hit shows both members a
 * warning, it blocks nothing.
 */
export const OFF_PLATFORM_SIGNALS = ['phone', 'email', 'messenger', 'payment'] as const;
export type OffPlatformSignal = (typeof OFF_PLATFORM_SIGNALS)[number];

const PATTERNS: Record<OffPlatformSignal, RegExp> = {
  // Nine or more digits, however they are spaced or punctuated (010-1234-5678, +49 30 1234567).
  phone: /(?:\+?\d[\s\-.()/]{0,3}){9,}/u,
  email: /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)*\s*\.\s*[a-z]{2,}/iu,
  messenger:
    /(kakao\s*(?:talk|id)?|open\.kakao|카톡|카카오\s*톡?|라인\s*아이디|line\s*id|telegram|텔레그램|t\.me\/|whats\s*app|wechat|위챗|signal\s*app|ライン|カカオ)/iu,
  payment:
    /(https?:\/\/|www\.|toss\.me|paypal|venmo|kakaopay|송금|계좌\s*번호|선입금|bank\s*transfer|überweisung|vorkasse|振込|振り込み|口座)/iu,
};

function normalise(text: string): string {
  return text
    .normalize('NFKC') // fullwidth digits and ＠ become plain
    .replace(/\s*[([{]\s*(?:at|골뱅이)\s*[)\]}]\s*/giu, '@')
    .replace(/\s*[([{]\s*dot\s*[)\]}]\s*/giu, '.');
}

/** The signals a message holds (empty when none). */
export function offPlatformSignals(text: string): OffPlatformSignal[] {
  if (!text) return [];
  const normalised = normalise(text);
  return OFF_PLATFORM_SIGNALS.filter((signal) => PATTERNS[signal].test(normalised));
}
