import { formatDate } from '../i18n/format.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../i18n/services-texts.ts';

type Period = { starts_on: string; ends_on: string };

/** Days `from`–`until` (inclusive) in the member's language: a factory's free or taken periods. */
export function usePeriodText() {
  const { t, language } = useTranslation();
  const one = (p: Period) =>
    t('factories.period', {
      from: formatDate(p.starts_on, language),
      until: formatDate(p.ends_on, language),
    });
  return { one, list: (periods: Period[]) => periods.map(one).join(', ') };
}
