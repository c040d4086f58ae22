import type { AlarmDto } from '@steelyard/contracts';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dispatchRealtimeEvent, useRealtimeEvent } from './realtime.ts';

const alarm = (id: number): AlarmDto => ({
  id,
  kind: 'announcement',
  title: 't',
  body: 'b',
  link: null,
  read: false,
  created_at: '2026-11-23T00:00:00.000Z',
});

function LastAlarm() {
  const [id, setId] = useState<number | null>(null);
  useRealtimeEvent('alarm-created', (payload) => setId(payload.alarm_id));
  return <p>{id ?? 'none'}</p>;
}

describe('realtime events on the web', () => {
  it('delivers a dispatched event to mounted screens only', () => {
    const view = render(<LastAlarm />);
    act(() => dispatchRealtimeEvent('alarm-created', { alarm_id: 5, alarm: alarm(5) }));
    expect(screen.getByText('5')).toBeTruthy();
    view.unmount();
    expect(() => dispatchRealtimeEvent('alarm-created', { alarm_id: 6, alarm: alarm(6) })).not.toThrow();
  });
});
