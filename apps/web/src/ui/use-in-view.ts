import { useEffect, useEffectEvent, useRef } from 'react';

/** Calls `onEnter` whenever the returned element scrolls into view (infinite lists, ad views). */
export function useInView<T extends Element>(
  onEnter: () => void,
  options: { enabled?: boolean; threshold?: number; rootMargin?: string } = {},
) {
  const ref = useRef<T>(null);
  const enter = useEffectEvent(onEnter);
  const { enabled = true, threshold = 0, rootMargin = '0px' } = options;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) enter();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, threshold, rootMargin]);
  return ref;
}
