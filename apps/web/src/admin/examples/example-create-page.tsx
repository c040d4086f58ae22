import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAdminUsers } from '../../api/admin.ts';
import { markSample } from '../../api/admin-users.ts';
import { ApiError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import '../users/admin-accounts.css';

/** /admin/examples/create: find a member and mark them as a sample account. */
export function ExampleCreatePage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = useAdminUsers({ page: 1, perPage: 20, search });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function mark(id: number) {
    setBusyId(id);
    setMessage(null);
    try {
      await markSample(id);
      setMessage(t('adminAccounts.marked'));
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div>
      <div className="admin-head">
        <h1 className="admin-h1">{t('adminAccounts.addExample')}</h1>
        <Link to="/admin/examples" className="btn btn--secondary btn--sm">
          {t('adminAccounts.examplesTitle')}
        </Link>
      </div>
      <form
        className="admin-toolbar"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <input
          type="search"
          aria-label={t('admin.users.search')}
          placeholder={t('admin.users.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" size="sm">
          {t('admin.users.searchButton')}
        </Button>
      </form>
      {message ? (
        <p className="admin-user__message" role="status">
          {message}
        </p>
      ) : null}
      {isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : isError ? (
        <EmptyState title={t('errors.loadFailed')} />
      ) : data.data.length === 0 ? (
        <EmptyState title={t('admin.users.empty')} />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('admin.users.id')}</th>
                <th scope="col">{t('admin.users.nickname')}</th>
                <th scope="col">{t('admin.users.email')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('adminAccounts.markExample')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((user) => (
                <tr key={user.id}>
                  <td>{user.id}</td>
                  <td>{user.nickname}</td>
                  <td>{user.email}</td>
                  <td>
                    {user.is_sample ? (
                      <span className="badge badge--active">{t('adminAccounts.isExample')}</span>
                    ) : (
                      <Button
                        size="sm"
                        busy={busyId === user.id}
                        disabled={Boolean(user.withdrawn_at || user.suspended_at)}
                        onClick={() => void mark(user.id)}
                      >
                        {t('adminAccounts.markExample')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export { ExampleCreatePage as Component };
