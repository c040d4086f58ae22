import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import { installDialogPolyfill } from './dialog-polyfill.ts';
import { server, unhandledCalls } from './api.ts';

// The member's real-time socket is a stand-in the tests drive (test/realtime.ts).
vi.mock('socket.io-client', () => import('./realtime.ts'));

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;
installDialogPolyfill();

// findBy*/waitFor give up after 1 s by default; beside the PGlite suites on two cores a screen
// can take longer to settle, so they wait up to 5 s (a real failure still fails, later).
configure({ asyncUtilTimeout: 5000 });

// Every call must be one the test declared (test/api.ts): an unknown one is recorded here and
// fails the test below, whatever the screen did with the network error it got.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandledCalls.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  queryClient.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  server.resetHandlers();
  const unknown = unhandledCalls.splice(0);
  expect(unknown, 'API calls no handler answered (declare them with mockApi)').toEqual([]);
});

afterAll(() => server.close());
