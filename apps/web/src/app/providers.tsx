import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { updateLanguage } from '../api/users.ts';
import { onLanguageChange } from '../i18n/i18n.ts';
import { postToApp } from '../native/bridge.ts';

/** A language switch refetches server texts (category titles…) and tells the app and server. */
function useLanguageSideEffects(queryClient: QueryClient) {
  useEffect(
    () =>
      onLanguageChange((language) => {
        void queryClient.invalidateQueries();
        postToApp('LANGUAGE', { language });
        updateLanguage().catch(() => undefined);
      }),
    [queryClient],
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useLanguageSideEffects(queryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
