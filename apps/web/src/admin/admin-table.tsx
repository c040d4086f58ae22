import type { Key, ReactNode } from 'react';
import type { PageMeta } from '@steelyard/contracts';
import { EmptyState } from '../ui/empty-state.tsx';
import { QueryState, type QueryLike } from '../ui/query-states.tsx';
import { AdminPager } from './admin-pager.tsx';

export interface AdminColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

/** What an admin list query gives the table (a TanStack query result fits). */
interface AdminList<Row> extends QueryLike<{
  data: Row[];
  meta: Pick<PageMeta, 'current_page' | 'last_page'>;
}> {
  isFetching?: boolean;
}

/**
 * The admin back office's table: the list states of `QueryState` (loading, failed with retry),
 * empty, one row per item, and the pager under it when there is more than one page (`pager`).
 * At 640 px and less each row turns into a card of 'column: value' lines (admin.css).
 */
export function AdminTable<Row extends object>({
  list,
  columns,
  emptyTitle,
  className,
  pager,
  rowKey = idOf,
}: {
  list: AdminList<Row>;
  columns: AdminColumn<Row>[];
  emptyTitle: string;
  className?: string;
  pager?: { label: string; onPage: (page: number) => void };
  /** A row's React key: its `id` unless the rows have none. */
  rowKey?: (row: Row) => Key;
}) {
  return (
    <QueryState query={list}>
      {({ data: rows, meta }) =>
        rows.length === 0 ? (
          <EmptyState title={emptyTitle} />
        ) : (
          <Rows
            rows={rows}
            meta={meta}
            list={list}
            columns={columns}
            className={className}
            pager={pager}
            rowKey={rowKey}
          />
        )
      }
    </QueryState>
  );
}

const idOf = (row: object): Key => (row as { id: number }).id;

function Rows<Row extends object>({
  rows,
  meta,
  list,
  columns,
  className,
  pager,
  rowKey,
}: {
  rowKey: (row: Row) => Key;
  rows: Row[];
  meta: Pick<PageMeta, 'current_page' | 'last_page'>;
  list: { isFetching?: boolean };
  columns: AdminColumn<Row>[];
  className?: string;
  pager?: { label: string; onPage: (page: number) => void };
}) {
  return (
    <>
      <div className="table-wrap table-wrap--cards" aria-busy={list.isFetching || undefined}>
        <table className={className ? `table table--cards ${className}` : 'table table--cards'}>
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
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td key={index}>
                    {/* On a phone each row is a card: the column's name beside its value. */}
                    <span className="table__label" aria-hidden="true">
                      {column.header}
                    </span>
                    <span className="table__value">{column.cell(row)}</span>
                  </td>
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
