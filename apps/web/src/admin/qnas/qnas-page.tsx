import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { QNA_STATUSES, type QnaStatus } from '@contracts/enums.ts';
import { adminQnasQuerySchema } from '@contracts/schemas/qnas.ts';
import { adminQnasQuery } from '../../api/admin-qnas.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Segmented } from '../../ui/segmented.tsx';
import { AdminSearch } from '../admin-search.tsx';
import { AdminTable } from '../admin-table.tsx';
import './admin-qnas.css';

const isStatus = (value: string | null): value is QnaStatus => QNA_STATUSES.includes(value as QnaStatus);

/** /admin/qnas: 1:1 inquiries, waiting ones oldest first; status, search and page live in the URL. */
export function AdminQnasPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : '';
  const search = params.get('search') ?? '';
  const qnas = useQuery(adminQnasQuery({ page, status, search }));

  const go = (next: { page?: number; status?: string; search?: string }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const nextSearch = next.search ?? search;
    if (nextStatus) query.set('status', nextStatus);
    if (nextSearch) query.set('search', nextSearch);
    if ((next.page ?? page) > 1) query.set('page', String(next.page ?? page));
    setParams(query);
  };
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
        pager={{ label: t('adminQnas.title'), onPage: (next) => go({ page: next }) }}
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
