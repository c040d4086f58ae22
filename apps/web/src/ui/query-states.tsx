import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
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

/** The 'more' button under an infinite list; nothing once the last page is in. */
export function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <div className="load-more">
      <Button
        variant="secondary"
        size="sm"
        busy={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {t('common.more')}
      </Button>
    </div>
  );
}
