import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSummaryDto } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { LoadError, LoadMore } from '../../ui/query-states.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { Tabs } from '../../ui/tabs.tsx';

/**
 * A history page of the member's trades (sales, purchases): the title bar, the status tabs and the
 * chosen tab's list. The tab is kept in `?tab=` (the first tab: none), so coming back from a
 * product returns to it.
 */
export function HistoryTabsPage<T extends string>({
  title,
  tabs,
  tabLabel,
  children,
}: {
  title: string;
  tabs: readonly [T, ...T[]];
  tabLabel: (tab: T) => string;
  children: (tab: T) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((value) => value === asked) ?? tabs[0];
  return (
    <div className="page">
      <PageTitleBar title={title} fallback="/mypage" />
      <Tabs
        label={title}
        items={tabs.map((value) => ({ value, label: tabLabel(value) }))}
        value={tab}
        onChange={(next) => setParams(next === tabs[0] ? {} : { tab: next }, { replace: true })}
      />
      <Fragment key={tab}>{children(tab)}</Fragment>
    </div>
  );
}

/** One tab's products: loading, a load error with retry, the empty state, the rows and 'more'. */
export function HistoryList({
  list,
  emptyTitle,
  children,
}: {
  list: UseInfiniteQueryResult<InfiniteData<{ data: ProductSummaryDto[] }>>;
  emptyTitle: string;
  children: (products: ProductSummaryDto[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (list.isError) return <LoadError onRetry={list.refetch} />;
  const products = list.data.pages.flatMap((page) => page.data);
  if (products.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      {children(products)}
      <LoadMore list={list} />
    </>
  );
}
