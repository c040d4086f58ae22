import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { CLIENT_TIMING } from '@contracts/limits.ts';
import { useNavigationPending } from './router.tsx';

/**
 * A thin bar at the top while a lazy route module or guard is pending. It appears only when the
 * navigation takes longer than the throttle (200 ms) and creeps towards the end over 5000 ms.
 */
export function RouteProgressBar({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [grown, setGrown] = useState(false);

  useEffect(() => {
    if (!pending) return;
    const show = window.setTimeout(() => {
      setVisible(true);
      // Next frame: start the CSS transition from 0 towards 90 %.
      requestAnimationFrame(() => setGrown(true));
    }, CLIENT_TIMING.progressBarThrottleMs);
    return () => {
      window.clearTimeout(show);
      setVisible(false);
      setGrown(false);
    };
  }, [pending]);

  if (!pending || !visible) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={t('app.progress')}
      style={{
        width: grown ? '90%' : '0%',
        transition: `width ${CLIENT_TIMING.progressBarDurationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)`,
      }}
    />
  );
}

/** Bound to the router: pending while a navigation or a route's lazy module or guard loads. */
export function RouterProgressBar() {
  return <RouteProgressBar pending={useNavigationPending()} />;
}
