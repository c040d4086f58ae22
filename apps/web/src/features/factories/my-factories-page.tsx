import { FACTORY_APPLICATION_STATUSES } from '@contracts/enums.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useUrlTab } from '../../ui/use-url-tab.ts';
import { FactoryApplications } from './factory-applications.tsx';
import { FactoryList } from './factory-list.tsx';
import './factories.css';

const TABS = ['factories', 'sent', 'received'] as const;
const STATUS_TABS = ['all', ...FACTORY_APPLICATION_STATUSES] as const;

function MyFactories() {
  const { t } = useTranslation();
  return <FactoryList filters={{ mine: '1' }} emptyTitle={t('mine.noFactories')} />;
}

function MyApplications({ role }: { role: 'sent' | 'received' }) {
  const { t } = useTranslation();
  const [status, setStatus] = useUrlTab('status', STATUS_TABS);
  return (
    <Tabs
      label={t('mine.status')}
      items={STATUS_TABS.map((value) => ({
        value,
        label: value === 'all' ? t('services.filters.all') : t(`factories.statuses.${value}`),
      }))}
      value={status}
      onChange={(value) => setStatus(value)}
    >
      <FactoryApplications role={role} status={status === 'all' ? '' : status} />
    </Tabs>
  );
}

/**
 * `/mypage/services/factories`: my factories (hidden ones marked), and the applications I sent and
 * received, each by status; tabs kept in the URL.
 */
export function MyFactoriesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useUrlTab('tab', TABS);
  return (
    <div className="page">
      <PageTitleBar title={t('mine.factoriesTitle')} fallback="/mypage" />
      <Tabs
        label={t('mine.factoriesTitle')}
        items={TABS.map((value) => ({ value, label: t(`mine.factoryTabs.${value}`) }))}
        value={tab}
        onChange={(value) => setTab(value, ['status'])}
      >
        {tab === 'factories' ? <MyFactories /> : <MyApplications role={tab} />}
      </Tabs>
    </div>
  );
}

export { MyFactoriesPage as Component };
