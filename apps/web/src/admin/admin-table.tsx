import type { ReactNode } from 'react';
import type { PageMeta } from '@steelyard/contracts';
import { useTranslation } from '../i18n/i18n.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { CenteredSpinner } from '../ui/spinner.tsx';
import { AdminPager } from './admin-pager.tsx';

export interface AdminColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

/** What an admin list query gives the table (a TanStack query result fits). */
interface AdminList<Row> {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  data?: { data: Row[]; meta: Pick<PageMeta, 'current_page' | 'last_page'> };
}

/**
 * The admin back office's table: loading, failure and empty states, one row per item, and the
 * pager under it when there is more than one page (`pager` given).
 */
export function AdminTable<Row extends { id: number }>({
  list,
  columns,
  emptyTitle,
  className,
  pager,
}: {
  list: AdminList<Row>;
  columns: AdminColumn<Row>[];
  emptyTitle: string;
  className?: string;
  pager?: { label: string; onPage: (page: number) => void };
}) {
  const { t } = useTranslation();
  if (list.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (list.isError || !list.data) return <EmptyState title={t('errors.loadFailed')} />;
  const { data: rows, meta } = list.data;
  if (rows.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <div className="table-wrap" aria-busy={list.isFetching || undefined}>
        <table className={className ? `table ${className}` : 'table'}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column, index) => (
                  <td key={index}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager && meta.last_page > 1 ? (
        <AdminPager label={pager.label} meta={meta} onPage={pager.onPage} />
      ) : null}
    </>
  );
}
