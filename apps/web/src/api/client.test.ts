import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, initialAppState, type AppStore } from '../state/app-store.ts';
import { createApiClient, toFormData, type ApiClientDeps } from './client.ts';
import { ApiError, ValidationError } from './errors.ts';

type Sent = { url: string; init: RequestInit };

function setup(
  responses: ((sent: Sent) => Response)[],
  state: Partial<ReturnType<typeof initialAppState>> = {},
) {
  const store: AppStore = createAppStore({ ...initialAppState('de'), ...state });
  const sent: Sent[] = [];
  let cookie: string | null = null;
  const queue = [...responses];
  const deps: ApiClientDeps = {
    baseUrl: 'http://api.test',
    store,
    navigate: vi.fn(),
    clearUser: vi.fn(),
    currentPath: () => '/mypage?tab=2',
    readCookie: (name) => (name === 'XSRF-TOKEN' ? cookie : null),
    fetch: vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: String(url), init });
      if (String(url).endsWith('/api/csrf-cookie')) {
        cookie = encodeURIComponent(`tok/${sent.length}=`);
        return new Response(null, { status: 204 });
      }
      const next = queue.shift();
      if (!next) throw new Error(`unexpected call ${String(url)}`);
      return next({ url: String(url), init });
    }) as typeof fetch,
  };
  return { api: createApiClient(deps), deps, store, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const headersOf = (s: Sent) => s.init.headers as Record<string, string>;

describe('API client', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends language, country and push token headers with credentials on every request', async () => {
    const { api, sent } = setup([() => json(200, { data: 'KR' })], {
      serverCountry: 'JP',
      pushToken: 'push-1',
    });
    await expect(api.get('/api/ips/country')).resolves.toEqual({ data: 'KR' });
    expect(sent[0]!.init.credentials).toBe('include');
    expect(headersOf(sent[0]!)).toMatchObject({
      'Accept-Language': 'de',
      'X-Country': 'JP',
      'X-Push-Token': 'push-1',
    });
    expect(headersOf(sent[0]!)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('fetches the CSRF cookie before the first mutating request and sends the decoded token', async () => {
    const { api, sent } = setup([() => json(201, { data: { id: 1 } }), () => json(201, { data: { id: 2 } })]);
    await api.post('/api/logs', { memo: 'a' });
    await api.post('/api/logs', { memo: 'b' });
    expect(sent.map((s) => s.url)).toEqual([
      'http://api.test/api/csrf-cookie',
      'http://api.test/api/logs',
      'http://api.test/api/logs',
    ]);
    expect(headersOf(sent[1]!)['X-XSRF-TOKEN']).toBe('tok/1=');
    expect(headersOf(sent[2]!)['X-XSRF-TOKEN']).toBe('tok/1=');
  });

  it('sends PATCH as POST with _method first in the form and the override header', async () => {
    const { api, sent } = setup([() => json(200, { data: null })]);
    await api.patch('/api/users/updateLocation', { lat: 37.5, lon: 127, city: 'Seoul', village: undefined });
    const request = sent[1]!;
    expect(request.init.method).toBe('POST');
    expect(headersOf(request)['X-HTTP-Method-Override']).toBe('PATCH');
    const form = request.init.body as FormData;
    expect([...form.keys()]).toEqual(['_method', 'lat', 'lon', 'city']);
    expect(form.get('_method')).toBe('PATCH');
    expect(form.get('lat')).toBe('37.5');
  });

  it('sends DELETE the same way and arrays as repeated name[] fields', async () => {
    const { api, sent } = setup([() => new Response(null, { status: 204 })]);
    await expect(api.delete('/api/searches', { ids: [3, 4], flag: true })).resolves.toBeUndefined();
    const form = sent[1]!.init.body as FormData;
    expect([...form.keys()][0]).toBe('_method');
    expect(form.get('_method')).toBe('DELETE');
    expect(form.getAll('ids[]')).toEqual(['3', '4']);
    expect(form.get('flag')).toBe('1');
  });

  it('on 419 fetches a new CSRF cookie once and retries once', async () => {
    const { api, sent } = setup([
      () => json(419, { message: 'expired' }),
      () => json(200, { data: { ok: true } }),
    ]);
    await expect(api.post('/api/login', { email: 'a@b.c', password: 'x' })).resolves.toEqual({
      data: { ok: true },
    });
    expect(sent.map((s) => s.url.replace('http://api.test', ''))).toEqual([
      '/api/csrf-cookie',
      '/api/login',
      '/api/csrf-cookie',
      '/api/login',
    ]);
    expect(headersOf(sent[3]!)['X-XSRF-TOKEN']).toBe('tok/3=');
  });

  it('gives up after one retry when 419 repeats', async () => {
    const { api } = setup([() => json(419, { message: 'expired' }), () => json(419, { message: 'expired' })]);
    await expect(api.post('/api/login')).rejects.toMatchObject({ status: 419 });
  });

  it('on 401 clears the user (keeping the device push token), saves the intended URL and goes to /login', async () => {
    const { api, deps, store } = setup([() => json(401, { message: 'Unauthenticated.' })], {
      pushToken: 'push-1',
    });
    await expect(api.get('/api/alarms')).rejects.toBeInstanceOf(ApiError);
    expect(deps.clearUser).toHaveBeenCalled();
    expect(store.getState().pushToken).toBe('push-1');
    expect(store.getState().intendedUrl).toBe('/mypage?tab=2');
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('a quiet 401 (who am I) only rejects', async () => {
    const { api, deps, store } = setup([() => json(401, { message: 'Unauthenticated.' })]);
    await expect(api.get('/api/user', { quiet401: true })).rejects.toMatchObject({ status: 401 });
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(store.getState().intendedUrl).toBeNull();
  });

  it('on 403 with a message opens the Confirmation needed popup with that message', async () => {
    const { api, store } = setup([() => json(403, { message: 'Nur für Administratoren.' })]);
    await expect(api.post('/api/reports')).rejects.toMatchObject({ status: 403 });
    expect(store.getState().popMessage).toEqual({
      kind: 'confirmNeeded',
      message: 'Nur für Administratoren.',
    });
  });

  it('on 422 rejects with the errors and the first message per field', async () => {
    const { api } = setup([
      () => json(422, { message: 'invalid', errors: { email: ['first', 'second'], 'image_ids[]': ['img'] } }),
    ]);
    const error = await api.post('/api/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).firstErrors()).toEqual({ email: 'first', image_ids: 'img' });
  });

  it('turns the loading flag off after every response or error', async () => {
    const { api, store } = setup([
      () => json(500, { message: 'boom' }),
      () => json(422, { message: 'x', errors: {} }),
    ]);
    const pending = api.post('/api/logs');
    expect(store.getState().pending).toBe(1);
    await expect(pending).rejects.toMatchObject({ status: 500 });
    expect(store.getState().pending).toBe(0);
    await expect(api.post('/api/logs')).rejects.toBeInstanceOf(ValidationError);
    expect(store.getState().pending).toBe(0);
  });

  it('turns the loading flag off when the network fails', async () => {
    const { api, store, deps } = setup([]);
    vi.mocked(deps.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.post('/api/logs')).rejects.toThrow('Failed to fetch');
    expect(store.getState().pending).toBe(0);
  });
});

describe('toFormData', () => {
  it('keeps _method first and writes null as an empty value', () => {
    const form = toFormData({ push_token: null, keep: 'x' }, 'PUT');
    expect([...form.entries()]).toEqual([
      ['_method', 'PUT'],
      ['push_token', ''],
      ['keep', 'x'],
    ]);
  });
});
