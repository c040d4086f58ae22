import { describe, expect, it } from 'vitest';
import { createRealtimeEmitter } from './emitter.ts';

describe('realtime emitter', () => {
  it('hands each delivery to every subscriber until it unsubscribes', () => {
    const emitter = createRealtimeEmitter();
    const seen: unknown[] = [];
    const unsubscribe = emitter.subscribe((delivery) => seen.push(delivery));
    emitter.toUser(7, 'alarm-created', { alarm_id: 3 });
    unsubscribe();
    emitter.toUser(7, 'alarm-created', { alarm_id: 4 });
    expect(seen).toEqual([{ userId: 7, event: 'alarm-created', payload: { alarm_id: 3 } }]);
  });
});
