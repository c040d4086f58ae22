import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SERVICE_PROCESSES, SERVICE_REQUEST_STATUSES } from '@contracts/enums.ts';
import { serviceRequestListQuerySchema } from '@contracts/schemas/services.ts';
import { serviceRequestsQuery, type ServiceListFilters } from '../../api/services.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import { NearFilterBar } from '../../ui/near-picker.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useUrlQuery } from '../../ui/use-url-query.ts';
import { servicePath, useServiceKind } from './service-kind.ts';
import { ServiceRequestRow } from './service-request-row.tsx';
import './services.css';

const SCOPES = ['all', 'mine', 'quoted'] as const;

/**
 * `/drawingRequests` and `/bigNotices`: requests newest first, by scope (everyone's, mine, quoted
 * by me) in tabs, filtered by process, status, region and distance (nearest first); the filters
 * live in the URL.
 */
export function ServiceRequestsPage() {
  const { t } = useTranslation();
  const kind = useServiceKind();
  const [{ scope = 'all', process, status, city, near, within_km }, setFilter] = useUrlQuery(
    serviceRequestListQuerySchema,
  );
  const withinKm = within_km === undefined ? '' : String(within_km);
  const filters: ServiceListFilters = {
    scope,
    process,
    status,
    city,
    near,
    within_km: withinKm || undefined,
  };
  const query = useInfiniteQuery(serviceRequestsQuery(kind, filters));
  return (
    <div className="page">
      <PageTitleBar title={t(`services.title.${kind}`)} fallback="/" />
      <div className="service-actions">
        <Link to={servicePath(kind, 'create')} className="btn btn--primary btn--block">
          {t(`services.create.${kind}`)}
        </Link>
      </div>
      <Tabs
        label={t('services.filters.scope')}
        items={SCOPES.map((value) => ({ value, label: t(`services.filters.${value}`) }))}
        value={scope}
        onChange={(value) => setFilter({ scope: value })}
      >
        <FilterBar
          city={filters.city}
          cityLabel={t('services.filters.city')}
          onCity={(city) => setFilter({ city })}
        >
          {kind === 'drawing' ? (
            <SelectField
              label={t('services.fields.process')}
              value={filters.process ?? ''}
              onChange={(event) => setFilter({ process: event.target.value })}
            >
              <option value="">{t('services.filters.anyProcess')}</option>
              {SERVICE_PROCESSES.map((process) => (
                <option key={process} value={process}>
                  {t(`services.processes.${process}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SelectField
            label={t('services.filters.status')}
            value={filters.status ?? ''}
            onChange={(event) => setFilter({ status: event.target.value })}
          >
            <option value="">{t('services.filters.anyStatus')}</option>
            {SERVICE_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`services.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
        </FilterBar>
        <NearFilterBar near={near ?? ''} withinKm={withinKm} onChange={(change) => setFilter(change)} />
        <QueryList
          query={query}
          empty={<EmptyState title={t('services.empty')} body={t('services.emptyBody')} />}
        >
          {(requests) => (
            <ul className="list-plain">
              {requests.map((request) => (
                <li key={request.id}>
                  <ServiceRequestRow request={request} />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </Tabs>
    </div>
  );
}

export { ServiceRequestsPage as Component };
