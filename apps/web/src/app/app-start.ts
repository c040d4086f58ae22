/**
 * When a drawn page loads the app's scripts: once the first photo it shows has loaded and been
 * painted. Fetched with the page, even at low priority, the scripts were evaluated before that
 * photo was painted, and Lighthouse's simulation counted their download and evaluation into the
 * page's LCP (2.2 s instead of ~0.9 s). A tap before the app has started is held meanwhile
 * (`early-taps.ts`). The server lists the scripts on the page script (`APP_SCRIPTS_ATTRIBUTE`).
 */
import { APP_SCRIPTS_ATTRIBUTE } from '@contracts/protocol.ts';

/** The photo the page's LCP is (the server preloads it at high priority, `web-app.ts`). */
const FIRST_PHOTO = '#root img[fetchpriority="high"]';
/** Never later than this after the page began, whatever the photo does. */
const LATEST_START_MS = 3_000;

/**
 * Runs inline in the page (its source text is what the page carries): it uses nothing from
 * outside itself but the page's globals and its arguments.
 */
function startAppAfterFirstPhoto(attribute: string, photoSelector: string, latestMs: number) {
  const [entry, ...preloads] = (document.currentScript?.getAttribute(attribute) ?? '').split(' ');
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // After the frame that paints the photo.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('DOMContentLoaded', () => {
    const photo = document.querySelector<HTMLImageElement>(photoSelector);
    if (!photo || photo.complete) afterPaint();
    else {
      photo.addEventListener('load', afterPaint);
      photo.addEventListener('error', afterPaint);
    }
  });
  setTimeout(start, latestMs);
}

export const APP_START_SCRIPT = `(${startAppAfterFirstPhoto.toString()})(${JSON.stringify(APP_SCRIPTS_ATTRIBUTE)},${JSON.stringify(FIRST_PHOTO)},${LATEST_START_MS})`;
