import { formatDate } from '../i18n/format.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { ToolIcon } from './icons.tsx';
import './business-badge.css';

/** A report's day (YYYY-MM-DD) as the reader writes dates; noon UTC, so no time zone moves the day. */
export const inspectionDayText = (day: string, language: Parameters<typeof formatDate>[1]) =>
  formatDate(`${day}T12:00:00Z`, language);

/**
 * The 'inspected' badge with its day (issue 30): the same on a post's card and its page; `small`
 * on a card. `stale` adds that the post was edited after the report.
 */
export function InspectedBadge({ day, small = false }: { day: string; small?: boolean }) {
  const { t, language } = useTranslation();
  return (
    <span className={`business-badge inspected-badge${small ? ' business-badge--small' : ''}`}>
      <ToolIcon size={small ? 12 : 16} aria-hidden="true" />
      {t('inspections.badge', { date: inspectionDayText(day, language) })}
    </span>
  );
}
