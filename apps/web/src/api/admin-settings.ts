/** Back-office settings (`/api/admin/settings`); imported only by lazy admin chunks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsDto, One } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const useAdminSettings = () =>
  useQuery({
    queryKey: queryKeys.admin.settings(),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminSettingsDto>>('/api/admin/settings', { signal })).data,
  });

export interface SettingsFormValues {
  min_price_for_show: string;
  ios: string;
  android: string;
  bump_limit: string;
}

/** `PATCH /api/admin/settings`; the public settings and every product list follow at once. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SettingsFormValues) =>
      (await api.patch<One<AdminSettingsDto>>('/api/admin/settings', { ...values })).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.admin.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.settings() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.versions() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
    },
  });
}
