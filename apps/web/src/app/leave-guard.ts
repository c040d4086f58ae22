import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePromotions } from '../api/catalog.ts';
import { todayStamp } from '../features/promotions/today.ts';
import { appStore, useAppState } from '../state/app-store.ts';

/** The app's first screen: back from here leaves the app. */
const ROOT_PATHS = ['/', '/products'];

/** The guard caught a back this visit: the next one leaves. */
let caughtThisVisit = false;

interface GuardState {
  idx?: number;
  leaveGuard?: boolean;
}

/**
 * In the native app's webview, back on the first screen would close the app: when the ending
 * popup has something to show (a POP ad, not closed for today), one history entry is put on top
 * of the first one, so that back lands on the page and sets `tryLeave` instead. It is armed once
 * per visit: after the popup, back leaves. The native app may also ask directly (TRY_LEAVE).
 */
export function useLeaveGuard() {
  const isWebview = useAppState((s) => s.isWebview);
  const closedToday = useAppState((s) => s.closeTodayDate) === todayStamp();
  const { pathname } = useLocation();
  const watching = isWebview && !closedToday && ROOT_PATHS.includes(pathname);
  const hasPop = usePromotions('POP', { enabled: watching }).length > 0;
  useEffect(() => {
    if (!watching || !hasPop || caughtThisVisit) return;
    const state = window.history.state as GuardState | null;
    // Only on the visit's first entry (React Router numbers entries in `idx`).
    if (state?.idx !== 0) return;
    if (!state.leaveGuard) window.history.pushState({ ...state, leaveGuard: true }, '');
    const onPop = () => {
      const now = window.history.state as GuardState | null;
      if (now?.idx !== 0 || now.leaveGuard || caughtThisVisit) return;
      caughtThisVisit = true;
      appStore.setState({ tryLeave: true });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [watching, hasPop]);
}
