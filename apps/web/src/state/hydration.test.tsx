import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../i18n/format.ts';
import { DrawnTimeZone, useTimeZone } from './hydration.ts';

// 23:30 UTC: the 29th in Tokyo, the 28th in Los Angeles.
const NEAR_MIDNIGHT = '2026-11-28T23:30:00Z';

function InquiryDay() {
  return <time>{formatDate(NEAR_MIDNIGHT, 'en', useTimeZone())}</time>;
}
const drawnIn = (zone: string) => (
  <DrawnTimeZone value={zone}>
    <InquiryDay />
  </DrawnTimeZone>
);

describe('dates of a drawn screen', () => {
  it('hydrate in the zone the server drew in, then show the browser’s day', () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const drawnZone =
      formatDate(NEAR_MIDNIGHT, 'en', 'Asia/Tokyo') === formatDate(NEAR_MIDNIGHT, 'en')
        ? 'America/Los_Angeles'
        : 'Asia/Tokyo';
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(drawnIn(drawnZone));
    const drawn = container.querySelector('time')!;
    expect(drawn.textContent).toBe(drawnZone === 'Asia/Tokyo' ? '11/29/2026' : '11/28/2026');

    const mismatch = vi.fn();
    render(drawnIn(drawnZone), { container, hydrate: true, onRecoverableError: mismatch });
    expect(mismatch).not.toHaveBeenCalled();
    // The drawn element is kept, now with the day where the browser is.
    expect(container.querySelector('time')).toBe(drawn);
    expect(drawn.textContent).toBe(formatDate(NEAR_MIDNIGHT, 'en', browserZone));
    expect(drawn.textContent).not.toBe(formatDate(NEAR_MIDNIGHT, 'en', drawnZone));
  });
});
