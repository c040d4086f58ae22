import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on a retry; network and 5xx get one more try.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache (tests make their own). */
export const queryClient = createQueryClient();
