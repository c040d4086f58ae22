import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { qnasQuery } from '../../api/qnas.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useTimeZone } from '../../state/hydration.ts';
import '../../i18n/member-texts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { QnaStatusBadge } from './qna-status.tsx';
import './qnas.css';

/** /qnas: the member's 1:1 inquiries, newest first, with their status. */
export function QnasPage() {
  const { t, language } = useTranslation();
  // The server draws this list (`qnas.first-screen.ts`): its days in the zone it drew in.
  const timeZone = useTimeZone();
  const query = useInfiniteQuery(qnasQuery());
  return (
    <div className="page">
      <PageTitleBar title={t('qnas.title')} fallback="/mypage" />
      <div className="qna-actions">
        <Link to="/qnas/create" className="btn btn--primary btn--block">
          {t('qnas.create')}
        </Link>
      </div>
      <QueryList query={query} empty={<EmptyState title={t('qnas.empty')} body={t('qnas.emptyBody')} />}>
        {(qnas) => (
          <ul className="list-plain">
            {qnas.map((qna) => (
              <li key={qna.id}>
                <Link to={`/qnas/${qna.id}`} className="qna-row">
                  <QnaStatusBadge status={qna.status} />
                  <p className="qna-row__title">{qna.title}</p>
                  <div className="qna-row__date">{formatDate(qna.created_at, language, timeZone)}</div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

export { QnasPage as Component };
