import { Link } from 'react-router';
import type { FactoryDto } from '@steelyard/contracts';
import { distanceText } from '../../ui/distance-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import { usePeriodText } from '../../ui/period-text.ts';
import './factories.css';
import { usePlaceText } from '../../ui/place-name.ts';

/** One factory in a list (the search and "my factories"): its region, area, processes, free and taken periods. */
export function FactoryRow({ factory }: { factory: FactoryDto }) {
  const place = usePlaceText();
  const { t, language } = useTranslation();
  const periodText = usePeriodText();
  return (
    <Link to={`/factories/${factory.id}`} className="factory-row">
      {factory.is_hidden ? <HiddenTag /> : null}
      <p className="factory-row__title">{factory.title}</p>
      <p className="factory-row__facts">
        {[
          distanceText(t, language, factory.distance_km),
          place(factory.city, factory.county),
          t('factories.area', { area: factory.floor_area }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="factory-row__facts">
        {factory.capabilities.map((c) => t(`services.processes.${c}`)).join(', ')}
      </p>
      <p className="factory-row__facts">
        {t('factories.free', { periods: periodText.list(factory.periods) })}
      </p>
      {factory.taken.length ? (
        <p className="factory-row__facts">
          {t('factories.takenList', { periods: periodText.list(factory.taken) })}
        </p>
      ) : null}
    </Link>
  );
}
