import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminContentDto } from '@steelyard/contracts';
import { adminContentQuerySchema } from '@contracts/schemas/content.ts';
import { adminContentListQuery, useDeleteContent, useSetContentFlag } from '../../api/admin-content.ts';
import { useCategories } from '../../api/catalog.ts';
import { formatDate, formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { AdminSearch } from '../admin-search.tsx';
import { AdminTable, type AdminColumn } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import { CATEGORY_OF, mainTitle, useContentKind } from './content-kind.ts';
import './admin-content.css';

/** /admin/notices, /admin/faqs, /admin/events: every row (drafts too), pinned first; publish, pin, edit, delete. */
export function ContentListPage() {
  const { t, language } = useTranslation();
  const kind = useContentKind();
  const { query, page, go, onPage } = useAdminList(adminContentQuerySchema);
  const search = query.search ?? '';
  const list = useQuery(adminContentListQuery(kind, { page, search }));
  const categoryKind = CATEGORY_OF[kind];
  const { data: categories = [] } = useCategories(categoryKind ?? 'notice');
  const setFlag = useSetContentFlag(kind);
  const remove = useDeleteContent(kind);
  const [deleting, setDeleting] = useState<AdminContentDto | null>(null);

  const columns: AdminColumn<AdminContentDto>[] = [
    { header: t('adminContent.number'), cell: (row) => row.id },
    {
      header: t('adminContent.titleCol'),
      cell: (row) => (
        <Link to={`/admin/${kind}/create?id=${row.id}`}>
          {row.pinned ? <span className="admin-pin">{t('adminContent.pinnedTag')}</span> : null}
          {mainTitle(row)}
        </Link>
      ),
    },
    { header: t('adminContent.language'), cell: (row) => t(`adminContent.audience.${row.language}`) },
  ];
  if (categoryKind)
    columns.push({
      header: t('adminContent.category'),
      cell: (row) => categories.find((c) => c.id === row.category_id)?.title ?? '—',
    });
  if (kind === 'events')
    columns.push({
      header: t('adminContent.period'),
      cell: (row) =>
        row.starts_at && row.ends_at ? (
          <>
            {formatDate(row.starts_at, language)} ~ {formatDate(row.ends_at, language)}
            {row.period ? <div className="muted">{t(`adminContent.periods.${row.period}`)}</div> : null}
          </>
        ) : null,
    });
  columns.push(
    {
      header: t('adminContent.state'),
      cell: (row) => (
        <Button
          size="sm"
          variant={row.published ? 'secondary' : 'primary'}
          onClick={() => setFlag.mutate({ id: row.id, flag: { published: !row.published } })}
          aria-label={t(row.published ? 'adminContent.unpublishOne' : 'adminContent.publishOne', {
            title: mainTitle(row),
          })}
        >
          {row.published ? t('adminContent.unpublish') : t('adminContent.publish')}
        </Button>
      ),
    },
    {
      header: t('adminContent.pin'),
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setFlag.mutate({ id: row.id, flag: { pinned: !row.pinned } })}
          aria-label={t(row.pinned ? 'adminContent.unpinOne' : 'adminContent.pinOne', {
            title: mainTitle(row),
          })}
        >
          {row.pinned ? t('adminContent.unpin') : t('adminContent.pinAction')}
        </Button>
      ),
    },
    { header: t('adminContent.updated'), cell: (row) => formatDateTime(row.updated_at, language) },
    {
      header: t('adminContent.delete'),
      cell: (row) => (
        <Button size="sm" variant="destructive" onClick={() => setDeleting(row)}>
          {t('adminContent.delete')}
        </Button>
      ),
    },
  );

  return (
    <div>
      <div className="admin-content__head">
        <h1 className="admin-h1">{t(`adminContent.titles.${kind}`)}</h1>
        <Link to={`/admin/${kind}/create`} className="btn btn--primary">
          {t(`adminContent.create.${kind}`)}
        </Link>
      </div>
      <AdminSearch
        key={search}
        schema={adminContentQuerySchema}
        fields={[{ name: 'search', label: t('adminContent.search') }]}
        values={{ search }}
        onSearch={(next) => go({ ...next, page: 1 })}
        total={list.data ? t('adminContent.total', { count: list.data.meta.total }) : null}
      />
      <AdminTable
        list={list}
        emptyTitle={t('adminContent.empty')}
        pager={{ label: t(`adminContent.titles.${kind}`), onPage }}
        columns={columns}
      />
      {deleting ? (
        <ConfirmDialog
          open
          destructive
          title={t('adminContent.deleteTitle')}
          confirmLabel={t('adminContent.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          {t('adminContent.deleteBody', { title: mainTitle(deleting) })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

export { ContentListPage as Component };
