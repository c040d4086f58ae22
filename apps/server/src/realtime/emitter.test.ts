import type { AlarmDto } from '@steelyard/contracts';
import { describe, expect, it } from 'vitest';
import { createRealtimeEmitter } from './emitter.ts';

const alarm = (id: number): AlarmDto => ({
  id,
  kind: 'announcement',
  title: 't',
  body: 'b',
  link: null,
  read: false,
  created_at: '2026-11-23T00:00:00.000Z',
});

describe('realtime emitter', () => {
  it('hands each delivery to every subscriber until it unsubscribes', () => {
    const emitter = createRealtimeEmitter();
    const seen: unknown[] = [];
    const unsubscribe = emitter.subscribe((delivery) => seen.push(delivery));
    emitter.toUser(7, 'alarm-created', { alarm_id: 3, alarm: alarm(3) });
    unsubscribe();
    emitter.toUser(7, 'alarm-created', { alarm_id: 4, alarm: alarm(4) });
    expect(seen).toEqual([{ userId: 7, event: 'alarm-created', payload: { alarm_id: 3, alarm: alarm(3) } }]);
  });
});
