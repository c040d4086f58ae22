import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CountryCountDto,
  CategoryDto,
  CategoryKind,
  CityDto,
  ClientConfigDto,
  MannerDto,
  One,
  PlaceNamesDto,
  PromotionDto,
  PromotionType,
  SettingsDto,
  SpecTemplateDto,
  VersionsDto,
} from '@steelyard/contracts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

const CATEGORY_PATHS: Record<CategoryKind, string> = {
  product: '/api/productCategories',
  notice: '/api/noticeCategories',
  faq: '/api/faqCategories',
  service: '/api/categories',
};

export const categoriesQuery = (kind: CategoryKind) =>
  queryOptions({
    queryKey: queryKeys.catalog.categories(kind),
    queryFn: async () => (await api.get<One<CategoryDto[]>>(CATEGORY_PATHS[kind])).data,
    staleTime: 10 * 60_000,
  });

export function useCategories(kind: CategoryKind) {
  return useQuery(categoriesQuery(kind));
}

/** `GET /api/specTemplates`: every machine kind's template at its current version. */
export const specTemplatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalog.specTemplates(),
    queryFn: async () => (await api.get<One<SpecTemplateDto[]>>('/api/specTemplates')).data,
    staleTime: 10 * 60_000,
  });

export function useSpecTemplates() {
  return useQuery(specTemplatesQuery());
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalog.settings(),
    queryFn: async () => (await api.get<One<SettingsDto[]>>('/api/settings')).data[0] ?? null,
    staleTime: 10 * 60_000,
  });

export const versionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalog.versions(),
    queryFn: async () => (await api.get<One<VersionsDto[]>>('/api/versions')).data[0] ?? null,
    staleTime: 10 * 60_000,
  });

/** The deployment's app link, store pages and map tiles; fixed for the life of the page. */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalog.clientConfig(),
    queryFn: async () => (await api.get<One<ClientConfigDto>>('/api/clientConfig')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `enabled: false` until a screen really needs it (a map near the screen, a mobile browser). */
export function useClientConfig(enabled = true) {
  return useQuery({ ...clientConfigQuery(), enabled });
}

/** The browsing list's countries with their numbers of posts (`GET /api/countries`). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalog.countries(),
    queryFn: async () => (await api.get<One<CountryCountDto[]>>('/api/countries')).data,
    staleTime: 5 * 60_000,
  });

export const countryQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalog.country(),
    queryFn: async () => (await api.get<One<string>>('/api/ips/country')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The places' names in the app's language (a language switch refetches it, as every server text). */
export const placeNamesQuery = () =>
  queryOptions({
    queryKey: queryKeys.catalog.placeNames(),
    queryFn: async () => (await api.get<One<PlaceNamesDto>>('/api/placeNames')).data,
    staleTime: 60 * 60_000,
  });

export const citiesQuery = (country: string) =>
  queryOptions({
    queryKey: queryKeys.catalog.cities(country),
    queryFn: async () => (await api.get<One<CityDto[]>>('/api/cities', { query: { country } })).data,
    staleTime: 60 * 60_000,
  });

export const mannersQuery = (type: 0 | 1) =>
  queryOptions({
    queryKey: queryKeys.catalog.manners(type),
    queryFn: async () => (await api.get<One<MannerDto[]>>('/api/manners', { query: { type } })).data,
    staleTime: 60 * 60_000,
  });

export const promotionsQuery = (type: PromotionType) =>
  queryOptions({
    queryKey: queryKeys.catalog.promotions(type),
    queryFn: async () => (await api.get<One<PromotionDto[]>>('/api/promotions', { query: { type } })).data,
    staleTime: 5 * 60_000,
  });

/** The ongoing promotions of a kind that target this visitor (none while loading or on failure). */
export function usePromotions(type: PromotionType, options: { enabled?: boolean } = {}) {
  return useQuery({ ...promotionsQuery(type), enabled: options.enabled ?? true }).data ?? [];
}
