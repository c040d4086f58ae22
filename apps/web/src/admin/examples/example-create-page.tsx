import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAdminUsers } from '../../api/admin.ts';
import { markSample } from '../../api/admin-users.ts';
import { ApiError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { AdminTable } from '../admin-table.tsx';
import '../users/admin-accounts.css';

/** /admin/examples/create: find a member and mark them as a sample account. */
export function ExampleCreatePage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const users = useAdminUsers({ page: 1, perPage: 20, search });
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
                  busy={busyId === user.id}
                  disabled={Boolean(user.withdrawn_at || user.suspended_at)}
                  onClick={() => void mark(user.id)}
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
