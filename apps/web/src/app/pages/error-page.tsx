import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { AlertIcon } from '../../ui/icons.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { isChunkLoadError, reloadForChunkError } from '../chunk-reload.ts';
import { NotFoundPage } from '../../ui/not-found-page.tsx';

export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 500;
}

/**
 * The route error boundaries' page: the status code, 'a problem occurred' and a button home
 * (/products). A lost lazy chunk reloads the page first, at most once per 60 s.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError());
  const status = statusOf(error);

  useEffect(() => {
    if (!reloading && status >= 500) console.error(error);
  }, [error, reloading, status]);

  if (reloading) return <CenteredSpinner label={t('common.loading')} />;
  if (status === 404) return <NotFoundPage />;
  return (
    <section className="page" data-testid="error-page">
      <EmptyState
        icon={<AlertIcon size={44} />}
        title={t('errors.title')}
        body={`${t('errors.status', { status })}\n${t('errors.body')}`}
        action={
          // A full load: the error may come from a broken state that a soft navigation keeps.
          <a href="/products" className="btn btn--primary">
            {t('common.goHome')}
          </a>
        }
      />
    </section>
  );
}
