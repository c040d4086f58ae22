import { useTranslation } from '../i18n/i18n.ts';
import { formatNumber } from '../i18n/format.ts';
import './trust-badge.css';

/**
 * A member's trust score (0–99, 36.5 to start: docs/decisions.md, 'Trust'), coloured by band so a
 * glance tells a newcomer from a trusted trader. Shown on profiles, product pages and chat headers.
 */
export function TrustBadge({ score }: { score: number }) {
  const { t, language } = useTranslation();
  const band = score >= 45 ? 'high' : score >= 36.5 ? 'mid' : 'low';
  const value = formatNumber(score, language, 1, 1);
  return (
    <span className={`trust-badge trust-badge--${band}`} title={t('trust.hint')}>
      {t('trust.label', { score: value })}
    </span>
  );
}
