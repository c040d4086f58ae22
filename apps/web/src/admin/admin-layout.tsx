import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/i18n.ts';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { adminQnaWaitingQuery } from '../api/admin-qnas.ts';
import { useLogout } from '../api/auth.ts';
import '../i18n/admin-texts.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { LanguageSelect } from '../ui/language-select.tsx';
import './admin.css';

type MenuKey =
  | 'dashboard'
  | 'splash'
  | 'interstitial'
  | 'ending'
  | 'productInsert'
  | 'products'
  | 'users'
  | 'alarms'
  | 'events'
  | 'faqs'
  | 'notices'
  | 'qnas'
  | 'businesses'
  | 'inspections'
  | 'chats'
  | 'reports'
  | 'drawingRequests'
  | 'bigNotices'
  | 'factories'
  | 'freelancers'
  | 'settings'
  | 'specTemplates'
  | 'userCities'
  | 'userCounties';

/** The side menu of spec §2, in its order, with the services' four lists after the report history. */
export const ADMIN_MENU: { key: MenuKey; to: string }[] = [
  { key: 'dashboard', to: '/admin' },
  { key: 'splash', to: '/admin/promotions?type=SPLASH' },
  { key: 'interstitial', to: '/admin/promotions?type=START' },
  { key: 'ending', to: '/admin/promotions?type=POP' },
  { key: 'productInsert', to: '/admin/promotions?type=PRODUCT' },
  { key: 'products', to: '/admin/products' },
  { key: 'users', to: '/admin/users' },
  { key: 'alarms', to: '/admin/alarms' },
  { key: 'events', to: '/admin/events' },
  { key: 'faqs', to: '/admin/faqs' },
  { key: 'notices', to: '/admin/notices' },
  { key: 'qnas', to: '/admin/qnas' },
  { key: 'businesses', to: '/admin/businesses' },
  { key: 'inspections', to: '/admin/inspections' },
  { key: 'chats', to: '/admin/chats' },
  { key: 'reports', to: '/admin/reports' },
  // The services (issue 15), after the spec's list of the trade's menus.
  { key: 'drawingRequests', to: '/admin/drawingRequests' },
  { key: 'bigNotices', to: '/admin/bigNotices' },
  { key: 'factories', to: '/admin/factories' },
  { key: 'freelancers', to: '/admin/freelancers' },
  { key: 'settings', to: '/admin/settings' },
  { key: 'specTemplates', to: '/admin/specTemplates' },
  { key: 'userCities', to: '/admin/userCities' },
  { key: 'userCounties', to: '/admin/userCounties' },
];

function isCurrent(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (query)
    return (
      pathname === path && new URLSearchParams(search).get('type') === new URLSearchParams(query).get('type')
    );
  if (path === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The Q&A entry's count of inquiries waiting for an answer (nothing while there are none). */
function WaitingBadge() {
  const { t } = useTranslation();
  const { data: waiting } = useQuery(adminQnaWaitingQuery());
  if (!waiting) return null;
  return (
    <span className="admin-side__badge" aria-label={t('adminQnas.waitingBadge', { count: waiting })}>
      {waiting}
    </span>
  );
}

/** Admin layout (guarded by the admin rule in the router): side menu and the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <div className="admin">
      <div className="admin-top">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('admin.openMenu')}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        {t('admin.title')}
      </div>
      <nav className="admin-side" data-open={open} aria-label={t('admin.title')}>
        <Link to="/admin" className="admin-side__brand">
          {t('admin.title')}
        </Link>
        <ul className="admin-side__list">
          {ADMIN_MENU.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="admin-side__link"
                aria-current={isCurrent(item.to, pathname, search) ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <span>{t(`admin.menu.${item.key}`)}</span>
                {item.key === 'qnas' ? <WaitingBadge /> : null}
              </Link>
            </li>
          ))}
          <li className="admin-side__sep" aria-hidden="true" />
          <li>
            <button
              type="button"
              className="admin-side__link"
              onClick={() => {
                logout.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) });
              }}
            >
              {t('admin.menu.logout')}
            </button>
          </li>
        </ul>
        <div style={{ padding: '16px 12px' }}>
          <LanguageSelect />
        </div>
      </nav>
      <main className="admin-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

export { AdminLayout as Component };
