import { LoadingOverlay, PopHost } from './global-ui.tsx';
import { RouterProgressBar } from './progress-bar.tsx';
import { RealtimeConnection } from './realtime-connection.tsx';
import { RouteBoundary } from './route-boundary.tsx';
import { ScrollRestoration } from './router.tsx';
import { ToastHost } from '../ui/toast.tsx';

/** Same look as the splash in index.html, while a layout's module loads (the admin layout). */
const splash = (
  <div className="boot-splash" aria-hidden="true">
    <div className="spinner" />
  </div>
);

/**
 * Above every layout: the route progress bar, the loading overlay, the pop messages, the toasts and the
 * signed-in member's real-time connection.
 */
export function RootShell() {
  return (
    <>
      <RouterProgressBar />
      <RouteBoundary fallback={splash} />
      <LoadingOverlay />
      <PopHost />
      <ToastHost />
      <ScrollRestoration />
      <RealtimeConnection />
    </>
  );
}
