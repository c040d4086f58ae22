import { useTranslation } from '../i18n/i18n.ts';
import { Link } from 'react-router';
import { SearchIcon } from './icons.tsx';
import { EmptyState } from './empty-state.tsx';

/** Unknown route: 'This page could not be found' (spec §2). */
export function NotFoundPage({ homePath = '/products' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="not-found-page">
      <EmptyState
        icon={<SearchIcon size={44} />}
        title={t('errors.notFound')}
        body={t('errors.notFoundBody')}
        action={
          <Link to={homePath} className="btn btn--primary">
            {t('common.goHome')}
          </Link>
        }
      />
    </section>
  );
}
