import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useCategories } from '../../api/catalog.ts';
import { useNotices } from '../../api/content.ts';
import { formatDate } from '../../i18n/format.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { PagedList } from './paged-list.tsx';
import './support.css';

/** /notices: notices by category, newest first. */
export function NoticesPage() {
  const { t, language } = useTranslation();
  const [category, setCategory] = useState('all');
  const { data: categories = [] } = useCategories('notice');
  const query = useNotices(category === 'all' ? undefined : Number(category));
  return (
    <div className="page">
      <PageTitleBar title={t('notices.title')} />
      {categories.length > 0 ? (
        <Tabs
          label={t('notices.title')}
          value={category}
          onChange={setCategory}
          items={[
            { value: 'all', label: t('products.all') },
            ...categories.map((c) => ({ value: String(c.id), label: c.title })),
          ]}
        />
      ) : null}
      <PagedList
        query={query}
        empty={t('notices.empty')}
        render={(notices) => (
          <ul className="list-plain">
            {notices.map((notice) => (
              <li key={notice.id}>
                <Link to={`/notices/${notice.id}`} className="board-row">
                  <p className="board-row__title">{notice.title}</p>
                  <div className="board-row__date">{formatDate(notice.created_at, language)}</div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}

export { NoticesPage as Component };
