import type { FirstScreenProvider } from '../../http/web-app.ts';
import { plainPageFirstScreen } from '../../http/plain-page-first-screen.ts';

/**
 * `/login` drawn by the server (`http/web-app.ts`): the screen needs no answer of its own, only the
 * boot's (settings and categories, put beside every drawn page), so its form is there at the first
 * paint, in the reader's language, instead of after the app's scripts.
 */
export function authFirstScreen(): FirstScreenProvider {
  return plainPageFirstScreen({ '/login': true }, () => Promise.resolve([]));
}
