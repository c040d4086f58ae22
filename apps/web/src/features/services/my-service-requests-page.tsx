import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { SERVICE_QUOTE_STATUSES, SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES } from '@contracts/enums.ts';
import { serviceRequestsQuery, type ServiceListFilters } from '../../api/services.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useUrlTab } from '../../ui/use-url-tab.ts';
import { ServiceRequestRow } from './service-request-row.tsx';
import './services.css';

/** The two "mine" lists this module serves, told apart by the path. */
export const MY_SERVICE_PATHS = { requests: '/mypage/services/requests', quotes: '/mypage/services/quotes' };

const REQUEST_TABS = ['all', ...SERVICE_REQUEST_STATUSES] as const;
const QUOTE_TABS = ['all', ...SERVICE_QUOTE_STATUSES] as const;

/**
 * `/mypage/services/requests`: my drawing requests and production notices, by status;
 * `/mypage/services/quotes`: the requests I quoted on, by how my quote stands (sent, chosen, not
 * chosen). Kind and status are tabs kept in the URL; the rows are the public lists' rows.
 */
export function MyServiceRequestsPage() {
  const { t } = useTranslation();
  const isQuotes = useLocation().pathname.startsWith(MY_SERVICE_PATHS.quotes);
  const [kind, setKind] = useUrlTab('kind', SERVICE_REQUEST_KINDS);
  const [status, setStatus] = useUrlTab<string>('status', isQuotes ? QUOTE_TABS : REQUEST_TABS);
  const filters: ServiceListFilters = isQuotes
    ? { scope: 'quoted', quote_status: status === 'all' ? undefined : status }
    : { scope: 'mine', status: status === 'all' ? undefined : status };
  const query = useInfiniteQuery(serviceRequestsQuery(kind, filters));
  const statusLabel = (value: string) =>
    value === 'all'
      ? t('services.filters.all')
      : isQuotes
        ? t(`services.quoteStatuses.${value as (typeof SERVICE_QUOTE_STATUSES)[number]}`)
        : t(`services.statuses.${value as (typeof SERVICE_REQUEST_STATUSES)[number]}`);
  return (
    <div className="page">
      <PageTitleBar title={t(isQuotes ? 'mine.quotesTitle' : 'mine.requestsTitle')} fallback="/mypage" />
      <Tabs
        label={t('mine.kind')}
        items={SERVICE_REQUEST_KINDS.map((value) => ({ value, label: t(`services.title.${value}`) }))}
        value={kind}
        onChange={(value) => setKind(value, ['status'])}
      >
        <Tabs
          label={t('mine.status')}
          items={(isQuotes ? QUOTE_TABS : REQUEST_TABS).map((value) => ({
            value,
            label: statusLabel(value),
          }))}
          value={status}
          onChange={(value) => setStatus(value)}
        >
          <QueryList
            query={query}
            empty={<EmptyState title={t(isQuotes ? 'mine.noQuotes' : 'mine.noRequests')} />}
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
      </Tabs>
    </div>
  );
}

export { MyServiceRequestsPage as Component };
