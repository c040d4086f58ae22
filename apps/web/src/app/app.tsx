import type { QueryClient } from '@tanstack/react-query';
import { useRoutes, type RouteObject } from 'react-router';
import { ApiProvider } from '../api/api-provider.tsx';
import { setApiRouter } from '../api/client.ts';
import { DrawnTimeZone, RenderedAt } from '../state/hydration.ts';
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
 * a query cache of its own per page, `renderedAt` and the reader's `timeZone` (`entry-server.tsx`);
 * the browser hydrates that with the same `renderedAt` and `timeZone`.
 */
export function App({
  history,
  routes,
  client,
  renderedAt,
  timeZone,
}: {
  history: AppHistory;
  routes: RouteObject[];
  client?: QueryClient;
  renderedAt?: number;
  timeZone?: string;
}) {
  return (
    <RenderedAt value={renderedAt}>
      <DrawnTimeZone value={timeZone}>
        <ApiProvider client={client}>
          <AppRouter history={history}>
            <AppRoutes routes={routes} />
          </AppRouter>
        </ApiProvider>
      </DrawnTimeZone>
    </RenderedAt>
  );
}
