import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useParams } from 'react-router';
import { useNotice } from '../../api/content.ts';
import { isApiError } from '../../api/errors.ts';
import { formatDate } from '../../i18n/format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './content.css';

/** /notices/{id}. */
export function NoticePage() {
  const { t, language } = useTranslation();
  const id = Number(useParams().id);
  const { data: notice, isPending, error } = useNotice(id);
  return (
    <div className="page">
      <PageTitleBar title={t('notices.title')} fallback="/notices" />
      {isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : error || !notice ? (
        <EmptyState title={isApiError(error, 404) ? t('errors.notFound') : t('errors.loadFailed')} />
      ) : (
        <article>
          <header className="article__head">
            <h2 className="article__title">{notice.title}</h2>
            <div className="article__date">{formatDate(notice.created_at, language)}</div>
          </header>
          <RichText html={notice.content} />
        </article>
      )}
      <div className="article__foot">
        <Link to="/notices" className="btn btn--secondary btn--block">
          {t('notices.backToList')}
        </Link>
      </div>
    </div>
  );
}

export { NoticePage as Component };
