import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unmarkSample, useAdminSamples } from '../../api/admin-users.ts';
import { ApiError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import '../users/admin-accounts.css';

/** /admin/examples: the sample accounts sample login offers; unmark one here. */
export function ExamplesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError } = useAdminSamples(page);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function unmark(id: number) {
    setBusyId(id);
    setMessage(null);
    try {
      await unmarkSample(id);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setBusyId(null);
    }
  }

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
      {isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : isError ? (
        <EmptyState title={t('errors.loadFailed')} />
      ) : data.data.length === 0 ? (
        <EmptyState title={t('adminAccounts.examplesEmpty')} />
      ) : (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.users.id')}</th>
                  <th scope="col">{t('admin.users.nickname')}</th>
                  <th scope="col">{t('admin.users.email')}</th>
                  <th scope="col">{t('admin.users.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('adminAccounts.removeExample')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((user) => (
                  <tr key={user.id}>
                    <td>{user.id}</td>
                    <td>
                      <Link to={`/admin/users?id=${user.id}`}>{user.nickname}</Link>
                    </td>
                    <td>{user.email}</td>
                    <td>{t(`admin.users.${user.suspended_at ? 'suspended' : 'active'}`)}</td>
                    <td>
                      <Button
                        variant="secondary"
                        size="sm"
                        busy={busyId === user.id}
                        onClick={() => void unmark(user.id)}
                      >
                        {t('adminAccounts.removeExample')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.meta.last_page > 1 ? (
            <nav className="pager" aria-label={t('adminAccounts.examplesTitle')}>
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setParams({ page: String(page - 1) })}
              >
                {t('admin.users.prev')}
              </Button>
              <span>
                {t('admin.users.page', { current: data.meta.current_page, last: data.meta.last_page })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= data.meta.last_page}
                onClick={() => setParams({ page: String(page + 1) })}
              >
                {t('admin.users.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

export { ExamplesPage as Component };
