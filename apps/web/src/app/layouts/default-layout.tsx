import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { useAppState } from '../../state/app-store.ts';
import { BellIcon, ChatIcon, GridIcon, HomeIcon, PlusIcon, SearchIcon, UserIcon } from '../../ui/icons.tsx';
import { useLeaveGuard } from '../leave-guard.ts';
import { AppBanner, useAppLinkRedirect } from './app-link.tsx';
import { Logo } from './logo.tsx';
import './layouts.css';

// The ending popup (ad slot) loads only when the visitor tries to leave; the start ads (splash,
// interstitial) after the first screen, so neither is in the first load's script.
const EndingPopup = lazy(() => import('../../features/promotions/ending-popup.tsx'));
const StartPromotions = lazy(() => import('../../features/promotions/start-promotions.tsx'));

function Header() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const unread = user?.unread_alarm_count ?? 0;
  return (
    <header className="app-header">
      <Logo />
      <Link to="/searches" className="icon-btn" aria-label={t('nav.search')}>
        <SearchIcon />
      </Link>
      <Link to="/alarms" className="icon-btn">
        <BellIcon />
        <span className="visually-hidden">
          {unread > 0 ? t('nav.unreadAlarms', { count: unread }) : t('nav.alarms')}
        </span>
        {unread > 0 ? (
          <span className="badge-dot" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
    </header>
  );
}

function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = [
    { to: '/products', label: t('nav.home'), icon: <HomeIcon />, alsoActive: ['/'] },
    { to: '/productCategories', label: t('nav.categories'), icon: <GridIcon />, alsoActive: [] },
    // Selling sits in the middle of the bar, where it covers nothing (it floated over the
    // list's last card before).
    {
      to: '/products/create',
      label: t('home.sell'),
      icon: (
        <span className="tabbar__sell">
          <PlusIcon size={22} />
        </span>
      ),
      alsoActive: [],
    },
    { to: '/chats', label: t('nav.chats'), icon: <ChatIcon />, alsoActive: [] },
    { to: '/mypage', label: t('nav.mypage'), icon: <UserIcon />, alsoActive: [] },
  ];
  return (
    <nav className="tabbar" aria-label={t('nav.main')}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className="tabbar__item"
          aria-current={item.alsoActive.includes(pathname) ? 'page' : undefined}
        >
          {item.icon}
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** Default layout: header (logo, search, alarms), the page, the mobile tab bar and the ad popup slot. */
export function DefaultLayout() {
  const tryLeave = useAppState((s) => s.tryLeave);
  useAppLinkRedirect();
  useLeaveGuard();
  return (
    <div className="app-frame">
      <AppBanner />
      <Header />
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <TabBar />
      <Suspense fallback={null}>
        <StartPromotions />
      </Suspense>
      {tryLeave ? (
        <Suspense fallback={null}>
          <EndingPopup />
        </Suspense>
      ) : null}
    </div>
  );
}
