import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { RouteProgressBar } from './progress-bar.tsx';

describe('route progress bar', () => {
  beforeAll(() => initI18n('ko'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden when the navigation ends within 200 ms', () => {
    const { rerender } = render(<RouteProgressBar pending />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<RouteProgressBar pending={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows after 200 ms, animates over 5000 ms and goes away when done', () => {
    const { rerender } = render(<RouteProgressBar pending />);
    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: '페이지를 불러오는 중' });
    expect(bar.style.transition).toContain('5000ms');
    rerender(<RouteProgressBar pending={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
