import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useParams } from 'react-router';
import { useNotice } from '../../api/content.ts';
import { isApiError } from '../../api/errors.ts';
import { formatDate } from '../../i18n/format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import './content.css';

/** /notices/{id}. */
export function NoticePage() {
  const { t, language } = useTranslation();
  const id = Number(useParams().id);
  const query = useNotice(id);
  return (
    <div className="page">
      <PageTitleBar title={t('notices.title')} fallback="/notices" />
      <QueryState
        query={query}
        failed={(error) => (
          <EmptyState title={isApiError(error, 404) ? t('errors.notFound') : t('errors.loadFailed')} />
        )}
      >
        {(notice) => (
          <article>
            <header className="article__head">
              <h2 className="article__title">{notice.title}</h2>
              <div className="article__date">{formatDate(notice.created_at, language)}</div>
            </header>
            <RichText html={notice.content} />
          </article>
        )}
      </QueryState>
      <div className="article__foot">
        <Link to="/notices" className="btn btn--secondary btn--block">
          {t('notices.backToList')}
        </Link>
      </div>
    </div>
  );
}

export { NoticePage as Component };
