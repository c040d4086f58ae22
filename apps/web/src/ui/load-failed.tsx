import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** A list that could not load: the message and a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('errors.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
