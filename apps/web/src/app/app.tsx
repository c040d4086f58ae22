import type { QueryClient } from '@tanstack/react-query';
import { useRoutes, type RouteObject } from 'react-router';
import { ApiProvider } from '../api/api-provider.tsx';
import { setApiRouter } from '../api/client.ts';
import { RenderedAt } from '../state/hydration.ts';
import { AppRouter, type AppHistory } from './router.tsx';
import { startSiteEntry } from '../state/site-entry.ts';

/**
 * Lets code outside React (the API client's 401 redirect, the boot) navigate on this history, and
 * reads where the tab entered the site.
 */
export function connectHistory(history: AppHistory): (to: string) => void {
  startSiteEntry(history.location.pathname);
  const navigate = (to: string) => history.push(to);
  setApiRouter({
    navigate,
    currentPath: () => `${history.location.pathname}${history.location.search}`,
  });
  return navigate;
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The whole app on a history: providers, the router and the route table. The server draws it with
 * a query cache of its own per page and `renderedAt` (`entry-server.tsx`); the browser hydrates that
 * with the same `renderedAt`.
 */
export function App({
  history,
  routes,
  client,
  renderedAt,
}: {
  history: AppHistory;
  routes: RouteObject[];
  client?: QueryClient;
  renderedAt?: number;
}) {
  return (
    <RenderedAt value={renderedAt}>
      <ApiProvider client={client}>
        <AppRouter history={history}>
          <AppRoutes routes={routes} />
        </AppRouter>
      </ApiProvider>
    </RenderedAt>
  );
}
