import { Link } from 'react-router';
import type { FactoryDto } from '@steelyard/contracts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import './factories.css';

/** One factory in a list (the search and "my factories"): its region, area, processes and free period. */
export function FactoryRow({ factory }: { factory: FactoryDto }) {
  const { t, language } = useTranslation();
  return (
    <Link to={`/factories/${factory.id}`} className="factory-row">
      {factory.is_hidden ? <HiddenTag /> : null}
      <p className="factory-row__title">{factory.title}</p>
      <p className="factory-row__facts">
        {[factory.city, factory.county].filter(Boolean).join(' ')} ·{' '}
        {t('factories.area', { area: factory.floor_area })}
      </p>
      <p className="factory-row__facts">
        {factory.capabilities.map((c) => t(`services.processes.${c}`)).join(', ')}
      </p>
      <p className="factory-row__facts">
        {t('factories.free', {
          from: formatDate(factory.starts_on, language),
          until: formatDate(factory.ends_on, language),
        })}
      </p>
    </Link>
  );
}
