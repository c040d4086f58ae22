import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_START_SCRIPT } from './app-start.ts';

/** A drawn page whose page script lists the app's scripts; `photo`: the first photo, not loaded yet. */
function drawnPage({ photo }: { photo: boolean }) {
  document.body.innerHTML = `<div id="root">${photo ? '<img src="/p.webp" fetchpriority="high">' : ''}</div>`;
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: false });
  const pageScript = document.createElement('script');
  pageScript.setAttribute('data-app-scripts', '/assets/index-a1.js /assets/query-b2.js');
  Object.defineProperty(document, 'currentScript', { value: pageScript, configurable: true });
  (0, eval)(APP_START_SCRIPT);
  return img;
}
const loaded = () =>
  [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script, link')].map((e) =>
    e instanceof HTMLScriptElement
      ? `${e.type} ${e.getAttribute('src')}`
      : `${e.rel} ${e.getAttribute('href')}`,
  );
/** The page's clock runs only when told (its frames and timers are faked in each test). */
const aFrameLater = () => vi.advanceTimersByTime(50);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the app’s scripts on a drawn page', () => {
  it('load once the first photo has loaded, the entry after the modules it imports are asked for', async () => {
    const photo = drawnPage({ photo: true })!;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // Not before the photo has loaded, however many frames go by (the latest start is at 3 s).
    vi.advanceTimersByTime(2_900);
    expect(loaded()).toEqual([]);
    photo.dispatchEvent(new Event('load'));
    aFrameLater();
    expect(loaded()).toEqual(['modulepreload /assets/query-b2.js', 'module /assets/index-a1.js']);
  });

  it('load at once on a page without a photo, and only once', async () => {
    drawnPage({ photo: false });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    aFrameLater();
    expect(loaded()).toEqual(['modulepreload /assets/query-b2.js', 'module /assets/index-a1.js']);
  });
});
