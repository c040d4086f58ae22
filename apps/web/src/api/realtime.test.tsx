import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dispatchRealtimeEvent, useRealtimeEvent } from './realtime.ts';

function LastAlarm() {
  const [id, setId] = useState<number | null>(null);
  useRealtimeEvent('alarm-created', (payload) => setId(payload.alarm_id));
  return <p>{id ?? 'none'}</p>;
}

describe('realtime events on the web', () => {
  it('delivers a dispatched event to mounted screens only', () => {
    const view = render(<LastAlarm />);
    act(() => dispatchRealtimeEvent('alarm-created', { alarm_id: 5 }));
    expect(screen.getByText('5')).toBeTruthy();
    view.unmount();
    expect(() => dispatchRealtimeEvent('alarm-created', { alarm_id: 6 })).not.toThrow();
  });
});
