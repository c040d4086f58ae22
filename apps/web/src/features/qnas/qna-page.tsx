import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { qnaQuery } from '../../api/qnas.ts';
import { formatDate, formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { QnaStatusBadge } from './qna-status.tsx';
import './qnas.css';

/** /qnas/{id}: the question, its photos and the answer (or that it waits for one). */
export function QnaPage() {
  const { t, language } = useTranslation();
  const id = Number(useParams().id);
  const query = useQuery(qnaQuery(id));
  return (
    <div className="page">
      <PageTitleBar title={t('qnas.title')} fallback="/qnas" />
      <QueryState query={query}>
        {(qna) => (
          <article className="qna">
            <header className="qna__head">
              <QnaStatusBadge status={qna.status} />
              <h2 className="qna__title">{qna.title}</h2>
              <div className="qna__date">{formatDate(qna.created_at, language)}</div>
            </header>
            <p className="qna__content">{qna.content}</p>
            {qna.images.length > 0 ? (
              <ul className="qna__photos" aria-label={t('qnas.photos')}>
                {qna.images.map((image, index) => (
                  <li key={image.id}>
                    <a href={image.url} target="_blank" rel="noreferrer">
                      <img src={image.thumb_url} alt={t('qnas.photo', { index: index + 1 })} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <section className="qna__answer" aria-labelledby="qna-answer">
              <h3 id="qna-answer">{t('qnas.answer')}</h3>
              {qna.answer === null ? (
                <p className="muted">{t('qnas.waitingNote')}</p>
              ) : (
                <>
                  <p className="qna__content">{qna.answer}</p>
                  {qna.answered_at ? (
                    <div className="qna__date">{formatDateTime(qna.answered_at, language)}</div>
                  ) : null}
                </>
              )}
            </section>
          </article>
        )}
      </QueryState>
      <div className="qna-actions">
        <Link to="/qnas" className="btn btn--secondary btn--block">
          {t('qnas.backToList')}
        </Link>
      </div>
    </div>
  );
}

export { QnaPage as Component };
