import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsDto, AdminUserDto, One, Paged, ProductSummaryDto } from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Back-office calls; imported only by lazy admin chunks. */
export const adminUsersQuery = (params: { page: number; perPage: number; search: string }) =>
  queryOptions({
    queryKey: queryKeys.admin.users(params),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminUserDto>>('/api/admin/users', {
        query: { page: params.page, per_page: params.perPage, search: params.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: { page: number; perPage: number; search: string }) =>
  useQuery(adminUsersQuery(params));

export interface AdminStats {
  userTotal: number;
  productTotal: number;
  recentUsers: AdminUserDto[];
  recentProducts: ProductSummaryDto[];
}

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: async (): Promise<AdminStats> => {
      const [users, products] = await Promise.all([
        api.get<Paged<AdminUserDto>>('/api/admin/users', { query: { page: 1, per_page: 5 } }),
        api.get<Paged<ProductSummaryDto>>('/api/products', { query: { page: 1, per_page: 5 } }),
      ]);
      return {
        userTotal: users.meta.total,
        productTotal: products.meta.total,
        recentUsers: users.data,
        recentProducts: products.data,
      };
    },
  });

export const useAdminStats = () => useQuery(adminStatsQuery());

/** The dashboard's numbers (`/api/admin/stats`): activity per day, members by country and language, ads. */
export const useDashboardStats = (days: number) =>
  useQuery({
    queryKey: queryKeys.admin.dashboard(days),
    queryFn: async ({ signal }) =>
      (await api.get<One<AdminStatsDto>>('/api/admin/stats', { query: { days }, signal })).data,
  });
