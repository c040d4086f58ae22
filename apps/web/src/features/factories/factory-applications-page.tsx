import { useSearchParams } from 'react-router';
import { SERVICE_PROCESSES } from '@contracts/enums.ts';
import { factoryListQuerySchema } from '@contracts/schemas/factories.ts';
import type { FactoryFilters } from '../../api/factories.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { FilterBar } from '../../ui/filter-bar.tsx';
import { NearFilterBar } from '../../ui/near-picker.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useUrlQuery } from '../../ui/use-url-query.ts';
import { FactoryApplications } from './factory-applications.tsx';
import { FactoryList } from './factory-list.tsx';
import './factories.css';

const TABS = ['browse', 'sent', 'received'] as const;
type Tab = (typeof TABS)[number];

function FactoryBrowser() {
  const { t } = useTranslation();
  const [{ city, capability, near, within_km }, setFilter] = useUrlQuery(factoryListQuerySchema);
  const withinKm = within_km === undefined ? '' : String(within_km);
  const filters: FactoryFilters = { city, capability, near, within_km: withinKm || undefined };
  return (
    <FactoryList filters={filters} emptyTitle={t('factories.empty')}>
      <FilterBar
        city={filters.city}
        cityLabel={t('factories.fields.city')}
        onCity={(city) => setFilter({ city })}
      >
        <SelectField
          label={t('factories.fields.capabilities')}
          value={filters.capability ?? ''}
          onChange={(event) => setFilter({ capability: event.target.value })}
        >
          <option value="">{t('factories.anyCapability')}</option>
          {SERVICE_PROCESSES.map((process) => (
            <option key={process} value={process}>
              {t(`services.processes.${process}`)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <NearFilterBar near={near ?? ''} withinKm={withinKm} onChange={(change) => setFilter(change)} />
    </FactoryList>
  );
}

/**
 * `/factoryApplications`: find a factory by capability and region, and both sides' applications
 * (sent, received with accept/decline) in tabs kept in the URL.
 */
export function FactoryApplicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('role') ?? params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'browse';
  return (
    <div className="page">
      <PageTitleBar title={t('factories.title')} fallback="/" />
      <Tabs
        label={t('factories.tabs.label')}
        items={TABS.map((value) => ({ value, label: t(`factories.tabs.${value}`) }))}
        value={tab}
        onChange={(value) => setParams(value === 'browse' ? {} : { tab: value }, { replace: true })}
      >
        {tab === 'browse' ? <FactoryBrowser /> : <FactoryApplications role={tab} />}
      </Tabs>
    </div>
  );
}

export { FactoryApplicationsPage as Component };
