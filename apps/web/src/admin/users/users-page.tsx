import { Link } from 'react-router';
import { adminUsersQuerySchema } from '@contracts/schemas/admin.ts';
import type { AdminUserDto } from '@steelyard/contracts';
import { useAdminUsers } from '../../api/admin.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { AdminSearch } from '../admin-search.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import './admin-accounts.css';
import { UserDetailPanel } from './user-detail-panel.tsx';

const PER_PAGE = 20;

function stateKey(user: AdminUserDto) {
  if (user.withdrawn_at) return 'withdrawn' as const;
  if (user.suspended_at) return 'suspended' as const;
  return 'active' as const;
}

/** /admin/users: a paged, searchable table (page and search live in the URL). */
export function UsersPage() {
  const { t, language } = useTranslation();
  const { query, page, openId: selected, go, onPage } = useAdminList(adminUsersQuerySchema);
  const search = query.search ?? '';
  const users = useAdminUsers({ page, perPage: PER_PAGE, search });

  return (
    <div>
      <div className="admin-head">
        <h1 className="admin-h1">{t('admin.users.title')}</h1>
        <div className="admin-user__actions admin-user__actions--head">
          <Link to="/admin/examples" className="btn btn--secondary btn--sm">
            {t('adminAccounts.examplesTitle')}
          </Link>
          <Link to="/admin/users/create" className="btn btn--primary btn--sm">
            {t('adminAccounts.createTitle')}
          </Link>
        </div>
      </div>
      {selected ? <UserDetailPanel key={selected} id={selected} onClose={() => go({ id: null })} /> : null}
      <AdminSearch
        key={search}
        schema={adminUsersQuerySchema}
        fields={[{ name: 'search', label: t('admin.users.search') }]}
        values={{ search }}
        onSearch={(next) => go({ ...next, page: 1 })}
        total={users.data ? t('admin.users.total', { count: users.data.meta.total }) : null}
      />
      <AdminTable
        list={users}
        emptyTitle={t('admin.users.empty')}
        pager={{ label: t('admin.users.title'), onPage }}
        columns={[
          { header: t('admin.users.id'), cell: (user) => user.id },
          { header: t('admin.users.email'), cell: (user) => user.email },
          {
            header: t('admin.users.nickname'),
            cell: (user) => (
              <button
                type="button"
                className="link-btn"
                aria-current={selected === user.id || undefined}
                onClick={() => go({ id: user.id })}
              >
                {user.nickname}
              </button>
            ),
          },
          {
            header: t('admin.users.role'),
            cell: (user) => (user.admin ? t('admin.users.roleAdmin') : t('admin.users.roleMember')),
          },
          {
            header: t('admin.users.region'),
            cell: (user) => [user.city, user.county].filter(Boolean).join(' '),
          },
          { header: t('admin.users.products'), cell: (user) => user.product_count },
          { header: t('admin.users.state'), cell: (user) => t(`admin.users.${stateKey(user)}`) },
          { header: t('admin.users.joined'), cell: (user) => formatDate(user.created_at, language) },
        ]}
      />
    </div>
  );
}

export { UsersPage as Component };
