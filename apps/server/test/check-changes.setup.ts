import { afterEach } from 'vitest';
import { takeChangeFailures } from './change-checker.ts';

// A write the app committed without announcing its change fails the test that made it.
afterEach(() => {
  const [failure] = takeChangeFailures();
  if (failure) throw failure;
});
