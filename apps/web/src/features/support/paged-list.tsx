import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { Paged } from '@steelyard/contracts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';

/** Loading, error, empty and 'load more' states of a paged API list. */
export function PagedList<T>({
  query,
  empty,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  empty: string;
  render: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      {render(items)}
      {query.hasNextPage ? (
        <div className="center-block">
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('common.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
