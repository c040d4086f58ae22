import type { ReactNode } from 'react';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useUrlTab } from '../../ui/use-url-tab.ts';

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
  const [tab, setTab] = useUrlTab('tab', tabs);
  return (
    <div className="page">
      <PageTitleBar title={title} fallback="/mypage" />
      <Tabs
        label={title}
        items={tabs.map((value) => ({ value, label: tabLabel(value) }))}
        value={tab}
        onChange={(next) => setTab(next)}
      >
        {children(tab)}
      </Tabs>
    </div>
  );
}
