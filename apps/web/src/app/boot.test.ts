import { describe, expect, it } from 'vitest';
import { needsUpdate } from './boot.ts';

describe('version check', () => {
  it('asks for an update when the app is older than the server minimum', () => {
    expect(needsUpdate({ ios: '2.0.0', android: '1.5.0' }, 'ios', '1.9.9')).toBe(true);
    expect(needsUpdate({ ios: '2.0.0', android: '1.5.0' }, 'android', '1.5.0')).toBe(false);
    expect(needsUpdate({ ios: '2.0.0', android: '1.5.0' }, null, null)).toBe(false);
  });
});
