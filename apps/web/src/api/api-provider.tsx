import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { onLanguageChange } from '../i18n/i18n.ts';
import { postToApp } from '../native/bridge.ts';
import { queryClient as appQueryClient } from './query-client.ts';
import { updateLanguage } from './users.ts';

/**
 * The app's data layer: the one query cache. A language switch refetches what the server
 * translates (category titles…) and tells the native app and the server.
 */
export function ApiProvider({
  client = appQueryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  useEffect(
    () =>
      onLanguageChange((language) => {
        void client.invalidateQueries();
        postToApp('LANGUAGE', { language });
        updateLanguage().catch(() => undefined);
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
