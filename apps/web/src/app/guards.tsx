import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { currentUserQuery, isAdmin } from '../api/session.ts';
import { appStore, useAppState } from '../state/app-store.ts';

/**
 * Saves where the visitor wanted to go, then replaces the entry with the login page. A member who
 * has just signed out or withdrawn on a guarded page goes to `home` instead, with nothing saved.
 */
function RedirectToLogin({ to, home }: { to: '/login' | '/admin/login'; home: string }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const signedOut = useAppState((state) => state.signedOut);
  useEffect(() => {
    if (!signedOut) appStore.setState({ intendedUrl: `${pathname}${search}${hash}` });
    void navigate(signedOut ? home : to, { replace: true });
  }, [pathname, search, hash, navigate, to, home, signedOut]);
  return null;
}

/**
 * User rule (spec §6): a signed-in user is required; otherwise the intended URL is saved and
 * the visitor goes to /login. Suspends (route progress bar) while 'who am I' is first asked;
 * a failed answer reaches the layout's error boundary.
 */
export function RequireUser() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  return user ? <Outlet /> : <RedirectToLogin to="/login" home="/products" />;
}

/**
 * Admin rule (spec §6): a signed-in user with the admin flag; otherwise the intended URL is
 * saved and the visitor (or member) goes to /admin/login.
 */
export function RequireAdmin() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  return isAdmin(user) ? <Outlet /> : <RedirectToLogin to="/admin/login" home="/admin/login" />;
}
