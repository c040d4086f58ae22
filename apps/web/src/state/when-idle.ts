/**
 * Runs `start` once the page has loaded and the browser is idle, outside the first screen's work
 * (the real-time connection, the time zone cookie); returns a cancel.
 */
export function whenIdleAfterLoad(start: () => void): () => void {
  let cancelled = false;
  // Safari has no requestIdleCallback: a short timeout stands in.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle = hasIdle
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : Number(globalThis.setTimeout(start, 200));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else globalThis.clearTimeout(idle);
  };
}
