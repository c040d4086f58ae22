import { useState } from 'react';
import { Link } from 'react-router';
import { adminUsersQuerySchema } from '@contracts/schemas/admin.ts';
import { useAdminUsers } from '../../api/admin.ts';
import { errorMessage } from '../../api/errors.ts';
import { useMarkSample } from '../../api/samples.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { AdminSearch } from '../admin-search.tsx';
import { AdminTable } from '../admin-table.tsx';
import '../users/admin-accounts.css';

/** /admin/examples/create: find a member and mark them as a sample account. */
export function ExampleCreatePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const users = useAdminUsers({ page: 1, perPage: 20, search });
  const mark = useMarkSample();
  const message = mark.isSuccess
    ? t('adminAccounts.marked')
    : mark.error
      ? errorMessage(mark.error, t('errors.network'))
      : null;

  return (
    <div>
      <div className="admin-head">
        <h1 className="admin-h1">{t('adminAccounts.addExample')}</h1>
        <Link to="/admin/examples" className="btn btn--secondary btn--sm">
          {t('adminAccounts.examplesTitle')}
        </Link>
      </div>
      <AdminSearch
        schema={adminUsersQuerySchema}
        fields={[{ name: 'search', label: t('admin.users.search') }]}
        values={{ search }}
        onSearch={(next) => setSearch(next.search)}
      />
      {message ? (
        <p className="admin-user__message" role="status">
          {message}
        </p>
      ) : null}
      <AdminTable
        list={users}
        emptyTitle={t('admin.users.empty')}
        columns={[
          { header: t('admin.users.id'), cell: (user) => user.id },
          { header: t('admin.users.nickname'), cell: (user) => user.nickname },
          { header: t('admin.users.email'), cell: (user) => user.email },
          {
            header: <span className="visually-hidden">{t('adminAccounts.markExample')}</span>,
            cell: (user) =>
              user.is_sample ? (
                <span className="badge badge--active">{t('adminAccounts.isExample')}</span>
              ) : (
                <Button
                  size="sm"
                  busy={mark.isPending && mark.variables.userId === user.id}
                  disabled={Boolean(user.withdrawn_at || user.suspended_at)}
                  onClick={() => mark.mutate({ userId: user.id, sample: true })}
                >
                  {t('adminAccounts.markExample')}
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}

export { ExampleCreatePage as Component };
