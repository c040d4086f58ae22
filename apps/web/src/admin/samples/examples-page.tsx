import { Link } from 'react-router';
import { pageQuerySchema } from '@contracts/schemas/common.ts';
import { errorMessage } from '../../api/errors.ts';
import { useAdminSamples, useMarkSample } from '../../api/samples.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import '../users/admin-accounts.css';

/** /admin/examples: the sample accounts sample login offers; unmark one here. */
export function ExamplesPage() {
  const { t } = useTranslation();
  const { page, onPage } = useAdminList(pageQuerySchema);
  const samples = useAdminSamples(page);
  const mark = useMarkSample();
  const message = mark.error ? errorMessage(mark.error, t('errors.network')) : null;

  return (
    <div>
      <div className="admin-head">
        <h1 className="admin-h1">{t('adminAccounts.examplesTitle')}</h1>
        <Link to="/admin/examples/create" className="btn btn--primary btn--sm">
          {t('adminAccounts.addExample')}
        </Link>
      </div>
      <p className="admin-hint">{t('adminAccounts.examplesHint')}</p>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <AdminTable
        list={samples}
        emptyTitle={t('adminAccounts.examplesEmpty')}
        pager={{
          label: t('adminAccounts.examplesTitle'),
          onPage,
        }}
        columns={[
          { header: t('admin.users.id'), cell: (user) => user.id },
          {
            header: t('admin.users.nickname'),
            cell: (user) => <Link to={`/admin/users?id=${user.id}`}>{user.nickname}</Link>,
          },
          { header: t('admin.users.email'), cell: (user) => user.email },
          {
            header: t('admin.users.state'),
            cell: (user) => t(`admin.users.${user.suspended_at ? 'suspended' : 'active'}`),
          },
          {
            header: <span className="visually-hidden">{t('adminAccounts.removeExample')}</span>,
            cell: (user) => (
              <Button
                variant="secondary"
                size="sm"
                busy={mark.isPending && mark.variables.userId === user.id}
                onClick={() => mark.mutate({ userId: user.id, sample: false })}
              >
                {t('adminAccounts.removeExample')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

export { ExamplesPage as Component };
