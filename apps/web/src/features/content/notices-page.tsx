import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useNotices } from '../../api/content.ts';
import { formatDate } from '../../i18n/format.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import './content.css';

/** /notices: notices by category, pinned first, then newest first. */
export function NoticesPage() {
  const { t, language } = useTranslation();
  const [category, setCategory] = useState('all');
  const query = useNotices(category === 'all' ? undefined : Number(category));
  return (
    <div className="page">
      <PageTitleBar title={t('notices.title')} />
      <CategoryTabs kind="notice" label={t('notices.title')} value={category} onChange={setCategory}>
        <QueryList query={query} empty={<EmptyState title={t('notices.empty')} />}>
          {(notices) => (
            <ul className="list-plain">
              {notices.map((notice) => (
                <li key={notice.id}>
                  <Link to={`/notices/${notice.id}`} className="board-row">
                    <p className="board-row__title">
                      {notice.pinned ? <span className="pin-badge">{t('notices.pinned')}</span> : null}
                      {notice.title}
                    </p>
                    <div className="board-row__date">{formatDate(notice.created_at, language)}</div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </CategoryTabs>
    </div>
  );
}

export { NoticesPage as Component };
