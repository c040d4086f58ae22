/** Back-office machine templates (`/api/admin/specTemplates`); imported only by lazy admin chunks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSpecTemplateDto, One, SpecTemplateInput } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const useAdminSpecTemplates = () =>
  useQuery({
    queryKey: queryKeys.admin.specTemplates(),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminSpecTemplateDto[]>>('/api/admin/specTemplates', { signal })).data,
  });

/** `PUT /api/admin/specTemplates/{id}`: saved as the template's next version; forms follow at once. */
export function useSaveSpecTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SpecTemplateInput) =>
      (await api.put<One<AdminSpecTemplateDto>>(`/api/admin/specTemplates/${id}`, undefined, { json: input }))
        .data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.specTemplates() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.specTemplates() });
    },
  });
}
