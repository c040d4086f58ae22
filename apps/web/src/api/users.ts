import { api } from './client.ts';

export function updateLanguage(): Promise<unknown> {
  // No fields: the server takes the language from Accept-Language (spec §7).
  return api.patch('/api/users/updateLanguage', {}, { loading: false });
}

export function updatePushToken(pushToken: string | null): Promise<unknown> {
  return api.patch('/api/users/updatePushToken', { push_token: pushToken }, { loading: false });
}

export interface LocationForm {
  lat: number;
  lon: number;
  country?: string;
  city?: string;
  county?: string;
  town?: string;
  village?: string;
}

export function updateLocation(form: LocationForm): Promise<unknown> {
  return api.patch('/api/users/updateLocation', { ...form }, { loading: false });
}
