import { formatDate } from '../i18n/format.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { ToolIcon } from './icons.tsx';
import './business-badge.css';

/**
 * The 'inspected' badge with its day (issue 30): the same on a post's card and its page; `small`
 * on a card, the report's day (`YYYY-MM-DD`) as the reader writes dates.
 */
export function InspectedBadge({ day, small = false }: { day: string; small?: boolean }) {
  const { t, language } = useTranslation();
  return (
    <span className={`business-badge inspected-badge${small ? ' business-badge--small' : ''}`}>
      <ToolIcon size={small ? 12 : 16} aria-hidden="true" />
      {t('inspections.badge', { date: formatDate(day, language) })}
    </span>
  );
}
