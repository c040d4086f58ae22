import { useEffect } from 'react';
import { appStore, useAppState } from '../state/app-store.ts';

/** How long a notice stays on screen. */
const TOAST_MS = 3500;

/**
 * The short notices of `showToast` ('Link copied', 'Saved'): a polite live region (role=status)
 * that is always there, so a screen reader reads each new notice; it takes no focus.
 */
export function ToastHost() {
  const toast = useAppState((state) => state.toast);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => {
      if (appStore.getState().toast?.id === toast.id) appStore.setState({ toast: null });
    }, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="toast-region" role="status">
      {toast ? (
        <p key={toast.id} className="toast">
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
