import { Link } from 'react-router';
import type { ServiceRequestSummaryDto } from '@steelyard/contracts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { distanceText } from '../../ui/distance-text.ts';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import { servicePath } from './service-kind.ts';
import { ServiceStatusBadge } from './service-status.tsx';
import './services.css';
import { usePlaceText } from '../../ui/place-name.ts';

/** One drawing request or production notice in a list (the public lists and "mine"). */
export function ServiceRequestRow({ request }: { request: ServiceRequestSummaryDto }) {
  const place = usePlaceText();
  const { t, language } = useTranslation();
  const facts = [
    distanceText(t, language, request.distance_km),
    request.process ? t(`services.processes.${request.process}`) : null,
    t('services.quantityValue', { quantity: request.quantity }),
    place(request.city, request.county),
  ].filter(Boolean);
  return (
    <Link to={servicePath(request.kind, request.id)} className="service-row">
      <div className="service-row__head">
        <ServiceStatusBadge status={request.status} />
        {request.is_confidential ? <span className="service-tag">{t('services.confidential')}</span> : null}
        {request.is_hidden ? <HiddenTag /> : null}
      </div>
      <p className="service-row__title">{request.title}</p>
      <p className="service-row__facts">{facts.join(' · ')}</p>
      <p className="service-row__facts">
        {t('services.fields.deadline')} {formatDate(request.deadline, language)} ·{' '}
        {t('services.quoteCount', { count: request.quote_count })}
      </p>
    </Link>
  );
}
