import type { ServiceRequestStatus } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';

/** The one status label of a request, in lists and on its page. */
export function ServiceStatusBadge({ status }: { status: ServiceRequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`service-status service-status--${status}`}>{t(`services.statuses.${status}`)}</span>
  );
}
