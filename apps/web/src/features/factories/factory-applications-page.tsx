import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SERVICE_PROCESSES } from '@contracts/enums.ts';
import type { FactoryApplicationDto } from '@steelyard/contracts';
import {
  factoriesQuery,
  factoryApplicationsQuery,
  useAnswerFactoryApplication,
  useWithdrawFactoryApplication,
  type FactoryFilters,
} from '../../api/factories.ts';
import { errorMessage } from '../../api/errors.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FilterBar, useUrlFilters } from '../../ui/filter-bar.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList, QueryState } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import './factories.css';

const TABS = ['browse', 'sent', 'received'] as const;
type Tab = (typeof TABS)[number];

function FactoryBrowser() {
  const { t, language } = useTranslation();
  const { params, setFilter } = useUrlFilters();
  const filters: FactoryFilters = {
    city: params.get('city') || undefined,
    capability: params.get('capability') || undefined,
  };
  const query = useInfiniteQuery(factoriesQuery(filters));
  return (
    <>
      <div className="factory-actions">
        <Link to="/factories/create" className="btn btn--primary btn--block">
          {t('factories.create')}
        </Link>
      </div>
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
      <QueryList query={query} empty={<EmptyState title={t('factories.empty')} />}>
        {(factories) => (
          <ul className="list-plain">
            {factories.map((factory) => (
              <li key={factory.id}>
                <Link to={`/factories/${factory.id}`} className="factory-row">
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
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </>
  );
}

function ApplicationRow({
  application,
  role,
}: {
  application: FactoryApplicationDto;
  role: 'sent' | 'received';
}) {
  const { t, language } = useTranslation();
  const answer = useAnswerFactoryApplication();
  const withdraw = useWithdrawFactoryApplication();
  const [withdrawing, setWithdrawing] = useState(false);
  const reply = (status: 'accepted' | 'declined') =>
    answer.mutate({ id: application.id, status }, { onSuccess: () => showToast(t('factories.answered')) });
  const confirmWithdraw = () => {
    setWithdrawing(false);
    // The row leaves the list once withdrawn: the toast hangs on the promise (see service-quotes).
    withdraw.mutateAsync(application.id).then(
      () => showToast(t('factories.withdrawn')),
      (error: unknown) => showToast(errorMessage(error, t('errors.network'))),
    );
  };
  return (
    <li className="factory-row">
      <span className={`factory-status factory-status--${application.status}`}>
        {t(`factories.statuses.${application.status}`)}
      </span>
      <Link to={`/factories/${application.factory.id}`} className="factory-row__title">
        {application.factory.title}
      </Link>
      <p className="factory-row__facts">
        {t('factories.period', {
          from: formatDate(application.starts_on, language),
          until: formatDate(application.ends_on, language),
        })}{' '}
        · {role === 'received' ? application.applicant.nickname : application.factory.owner.nickname}
      </p>
      <p className="factory-row__message">{application.message}</p>
      {role === 'received' && application.status === 'pending' ? (
        <div className="factory-row__actions">
          <Button size="sm" busy={answer.isPending} onClick={() => reply('accepted')}>
            {t('factories.accept')}
          </Button>
          <Button size="sm" variant="secondary" busy={answer.isPending} onClick={() => reply('declined')}>
            {t('factories.decline')}
          </Button>
        </div>
      ) : null}
      {role === 'sent' && application.status === 'pending' ? (
        <div className="factory-row__actions">
          <Button
            size="sm"
            variant="secondary"
            busy={withdraw.isPending}
            onClick={() => setWithdrawing(true)}
          >
            {t('factories.withdraw')}
          </Button>
          <ConfirmDialog
            open={withdrawing}
            title={t('factories.withdraw')}
            confirmLabel={t('factories.withdraw')}
            onConfirm={confirmWithdraw}
            onClose={() => setWithdrawing(false)}
          >
            {t('factories.withdrawConfirm')}
          </ConfirmDialog>
        </div>
      ) : null}
    </li>
  );
}

function Applications({ role }: { role: 'sent' | 'received' }) {
  const { t } = useTranslation();
  const query = useQuery(factoryApplicationsQuery(role));
  return (
    <QueryState query={query}>
      {(applications) =>
        applications.length === 0 ? (
          <EmptyState title={t('factories.noApplications')} />
        ) : (
          <ul className="list-plain">
            {applications.map((application) => (
              <ApplicationRow key={application.id} application={application} role={role} />
            ))}
          </ul>
        )
      }
    </QueryState>
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
        {tab === 'browse' ? <FactoryBrowser /> : <Applications role={tab} />}
      </Tabs>
    </div>
  );
}

export { FactoryApplicationsPage as Component };
