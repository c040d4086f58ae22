import { render, type RenderResult } from '@testing-library/react';
import type { Language } from '@contracts/languages.ts';
import { queryClient } from '../api/query-client.ts';
import { App, connectHistory } from '../app/app.tsx';
import { createMemoryAppHistory, type AppHistory } from '../app/router.tsx';
import { createRoutes } from '../app/routes.ts';
import { initI18n } from '../i18n/i18n.ts';
import { appStore, initialAppState } from '../state/app-store.ts';

/** Renders the real app (providers, router, route table) at `path` on an in-memory history. */
export async function renderApp(
  path: string,
  { language = 'en' }: { language?: Language } = {},
): Promise<RenderResult & { history: AppHistory }> {
  queryClient.clear();
  appStore.setState(initialAppState(language));
  await initI18n(language);
  const history = createMemoryAppHistory(path);
  connectHistory(history);
  const view = render(<App history={history} routes={createRoutes()} />);
  return Object.assign(view, { history });
}
