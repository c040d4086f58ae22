import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QNA_STATUSES, type QnaStatus } from '@contracts/enums.ts';
import { adminQnasQuerySchema } from '@contracts/schemas/qnas.ts';
import { adminQnasQuery } from '../../api/admin-qnas.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Segmented } from '../../ui/segmented.tsx';
import { AdminSearch } from '../admin-search.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import './admin-qnas.css';

/** /admin/qnas: 1:1 inquiries, waiting ones oldest first; status, search and page live in the URL. */
export function AdminQnasPage() {
  const { t, language } = useTranslation();
  const { query, page, go, onPage } = useAdminList(adminQnasQuerySchema);
  const status = query.status ?? '';
  const search = query.search ?? '';
  const qnas = useQuery(adminQnasQuery({ page, status, search }));
  const statusLabel = (value: QnaStatus) => t(`adminQnas.status.${value}`);

  return (
    <div>
      <h1 className="admin-h1">{t('adminQnas.title')}</h1>
      <div className="admin-qnas__filters">
        <Segmented
          legend={t('adminQnas.statusFilter')}
          value={status || 'all'}
          onChange={(value) => go({ status: value === 'all' ? '' : value, page: 1 })}
          options={[
            { value: 'all', label: t('adminQnas.all') },
            ...QNA_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
          ]}
        />
      </div>
      <AdminSearch
        key={search}
        schema={adminQnasQuerySchema}
        fields={[{ name: 'search', label: t('adminQnas.search') }]}
        values={{ search }}
        onSearch={(next) => go({ ...next, page: 1 })}
        total={qnas.data ? t('adminQnas.total', { count: qnas.data.meta.total }) : null}
      />
      <AdminTable
        list={qnas}
        emptyTitle={t('adminQnas.empty')}
        pager={{ label: t('adminQnas.title'), onPage }}
        columns={[
          { header: t('adminQnas.number'), cell: (qna) => qna.id },
          {
            header: t('adminQnas.state'),
            cell: (qna) => (
              <span className={`admin-qna-status admin-qna-status--${qna.status}`}>
                {statusLabel(qna.status)}
              </span>
            ),
          },
          {
            header: t('adminQnas.titleCol'),
            cell: (qna) => <Link to={`/admin/qnas/create?id=${qna.id}`}>{qna.title}</Link>,
          },
          { header: t('adminQnas.member'), cell: (qna) => `${qna.user.nickname} (#${qna.user.id})` },
          { header: t('adminQnas.asked'), cell: (qna) => formatDateTime(qna.created_at, language) },
        ]}
      />
    </div>
  );
}

export { AdminQnasPage as Component };
