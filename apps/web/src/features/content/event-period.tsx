import type { EventPeriod } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';

/** 'Upcoming', 'Ongoing' or 'Ended', from the server's `period`. */
export function EventPeriodBadge({ period }: { period: EventPeriod }) {
  const { t } = useTranslation();
  return <span className={`period-badge period-badge--${period}`}>{t(`events.period.${period}`)}</span>;
}
