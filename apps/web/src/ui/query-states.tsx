import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { CenteredSpinner, Spinner } from './spinner.tsx';
import { useInView } from './use-in-view.ts';
import './query-states.css';

/** A list or page that could not be loaded, with a retry button. */
export function LoadError({ onRetry, title }: { onRetry: () => unknown; title?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title ?? t('errors.loadFailed')}
      action={
        <Button variant="secondary" onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** What a query result offers these states (a TanStack `useQuery` result fits). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A query's first two states: a spinner (or `loading`) while it loads, a load error with retry
 * when it failed (or what `failed` makes of the error: a 404's own words); then `children` with
 * the data.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryLike<T>;
  loading?: ReactNode;
  failed?: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return loading ?? <CenteredSpinner label={t('common.loading')} />;
  if (query.isError || query.data === undefined)
    return failed ? failed(query.error) : <LoadError onRetry={query.refetch} />;
  return children(query.data);
}

/** What a paged list query offers (a TanStack `useInfiniteQuery` result over `{data: T[]}` pages fits). */
export interface ListQuery<T> extends QueryLike<{ pages: { data: T[] }[] }> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Every list's four states in one place: loading, failed (with retry), empty, and the rows with
 * 'more' under them. The next page loads by itself when 'more' scrolls into view; the button
 * stays for keyboards and screen readers. `end` is what shows under the last page.
 */
export function QueryList<T>({
  query,
  empty,
  loading,
  end,
  children,
}: {
  query: ListQuery<T>;
  /** The empty state (an `EmptyState`). */
  empty: ReactNode;
  loading?: ReactNode;
  end?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryState query={query} loading={loading}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.data);
        if (items.length === 0) return empty;
        return (
          <>
            {children(items)}
            <LoadMore query={query} end={end} />
          </>
        );
      }}
    </QueryState>
  );
}

function LoadMore({ query, end }: { query: ListQuery<unknown>; end?: ReactNode }) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useInView<HTMLDivElement>(() => void fetchNextPage(), {
    enabled: hasNextPage && !isFetchingNextPage,
    rootMargin: '400px',
  });
  if (!hasNextPage) return end ? <p className="list-end">{end}</p> : null;
  return (
    <div ref={sentinel} className="list-end">
      {isFetchingNextPage ? (
        <Spinner size="sm" label={t('common.loading')} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
          {t('common.more')}
        </Button>
      )}
    </div>
  );
}
