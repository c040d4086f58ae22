/**
 * The only place that calls fetch. It carries the spec's rules (§5, §7, §8) and design §3:
 * cookie session + CSRF double submit, method override, multipart bodies, the language / country /
 * push-token headers, and what the app does on 401, 403, 419 and 422.
 */
import {
  COUNTRY_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_PATH,
  LANGUAGE_HEADER,
  METHOD_OVERRIDE_FIELD,
  METHOD_OVERRIDE_HEADER,
  PUSH_TOKEN_HEADER,
} from '@contracts/protocol.ts';
import { config } from '../config.ts';
import { appStore, type AppStore } from '../state/app-store.ts';
import { ApiError, ValidationError } from './errors.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type FormValue = string | number | boolean | Blob | Date | null | undefined;
export type FormBody = Record<string, FormValue | readonly FormValue[]>;
export type Query = Record<string, string | number | boolean | null | undefined>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: Query;
  body?: FormBody;
  /** A nested body (a template's fields) sent as JSON instead of a form. */
  json?: unknown;
  /** 401 only rejects; no redirect to /login (the 'who am I' call). */
  quiet401?: boolean;
  /** Whether the global loading indicator shows; mutating calls turn it on unless told not to. */
  loading?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  baseUrl: string;
  store: AppStore;
  /** Leaves the current screen for another in-app path (the router's navigate). */
  navigate: (to: string) => void;
  /** Drops the signed-in user from the cache. */
  clearUser: () => void;
  currentPath: () => string;
  fetch: typeof fetch;
  readCookie: (name: string) => string | null;
  /** Uploads go through XMLHttpRequest: fetch cannot report upload progress. */
  createXhr?: () => XMLHttpRequest;
}

export interface UploadOptions {
  /** Called with the sent fraction (0–1) as the body goes out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function readDocumentCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** Multipart body; arrays as repeated `name[]`, flags as 1/0, null as '' (clears the field). */
export function toFormData(
  body: FormBody | undefined,
  methodOverride?: Exclude<Method, 'GET' | 'POST'>,
): FormData {
  const form = new FormData();
  // `_method` goes first so the server can route before it reads the rest of the stream.
  if (methodOverride) form.append(METHOD_OVERRIDE_FIELD, methodOverride);
  const append = (name: string, value: FormValue) => {
    if (value === undefined) return;
    if (value === null) form.append(name, '');
    else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else if (value instanceof Date) form.append(name, value.toISOString());
    else if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body ?? {})) {
    if (Array.isArray(value)) for (const item of value as FormValue[]) append(`${name}[]`, item);
    else append(name, value as FormValue);
  }
  return form;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : '';
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  let csrfFetched = false;

  async function fetchCsrfCookie(): Promise<void> {
    await deps.fetch(`${deps.baseUrl}${CSRF_PATH}`, {
      method: 'GET',
      credentials: 'include',
      headers: baseHeaders(),
    });
    csrfFetched = true;
  }

  function baseHeaders(): Record<string, string> {
    const state = deps.store.getState();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [LANGUAGE_HEADER]: state.language,
    };
    if (state.serverCountry) headers[COUNTRY_HEADER] = state.serverCountry;
    if (state.pushToken) headers[PUSH_TOKEN_HEADER] = state.pushToken;
    return headers;
  }

  function onUnauthenticated() {
    // The spec's "clear the user and token": the session cookie is the token and the server has
    // dropped it. The device's push token is kept: it belongs to the device, not the session,
    // and the next sign-in must be able to register it again.
    deps.clearUser();
    const path = deps.currentPath();
    const isAdmin = path.startsWith('/admin');
    const loginPath = isAdmin ? '/admin/login' : '/login';
    if (!path.startsWith(loginPath)) {
      deps.store.setState({ intendedUrl: path });
      deps.navigate(loginPath);
    }
  }

  async function send(
    method: Method,
    path: string,
    options: RequestOptions,
    isRetry: boolean,
  ): Promise<unknown> {
    const mutating = method !== 'GET';
    if (mutating && (!csrfFetched || !deps.readCookie(CSRF_COOKIE))) await fetchCsrfCookie();

    const headers = baseHeaders();
    let body: FormData | string | undefined;
    if (mutating) {
      const token = deps.readCookie(CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = decodeURIComponent(token);
      const override = method === 'POST' ? undefined : method;
      if (override) headers[METHOD_OVERRIDE_HEADER] = override;
      if (options.json === undefined) body = toFormData(options.body, override);
      else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
    }

    const response = await deps.fetch(`${deps.baseUrl}${withQuery(path, options.query)}`, {
      method: mutating ? 'POST' : 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
    const payload = await readBody(response);
    if (response.ok) return payload;
    if (response.status === 419 && !isRetry) {
      // The CSRF token went stale (new session): fetch a fresh one and try once more.
      await fetchCsrfCookie();
      return send(method, path, options, true);
    }
    throw failure(response.status, payload, options);
  }

  /** What the app does with a failed answer (spec §8), and the error the caller gets. */
  function failure(status: number, payload: unknown, options: { quiet401?: boolean }): ApiError {
    switch (status) {
      case 401:
        if (!options.quiet401) onUnauthenticated();
        break;
      case 403: {
        const message = messageOf(payload);
        if (message) deps.store.setState({ popMessage: { kind: 'confirmNeeded', message } });
        break;
      }
      case 422: {
        const errors =
          payload &&
          typeof payload === 'object' &&
          'errors' in payload &&
          payload.errors &&
          typeof payload.errors === 'object'
            ? (payload.errors as Record<string, string[]>)
            : {};
        return new ValidationError(messageOf(payload), errors, payload);
      }
    }
    return new ApiError(status, messageOf(payload), payload);
  }

  /** One multipart POST through XMLHttpRequest, reporting upload progress. */
  async function sendUpload(path: string, body: FormBody, options: UploadOptions, isRetry: boolean) {
    if (!csrfFetched || !deps.readCookie(CSRF_COOKIE)) await fetchCsrfCookie();
    const headers = baseHeaders();
    const token = deps.readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = decodeURIComponent(token);
    const xhr = (deps.createXhr ?? (() => new XMLHttpRequest()))();
    const { status, payload } = await new Promise<{ status: number; payload: unknown }>((resolve, reject) => {
      xhr.open('POST', `${deps.baseUrl}${path}`);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        let parsed: unknown = xhr.responseText || undefined;
        try {
          parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
        } catch {
          // Not JSON: keep the text.
        }
        resolve({ status: xhr.status, payload: parsed });
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(toFormData(body));
    });
    if (status >= 200 && status < 300) {
      options.onProgress?.(1);
      return payload;
    }
    if (status === 419 && !isRetry) {
      await fetchCsrfCookie();
      return sendUpload(path, body, options, true);
    }
    throw failure(status, payload, {});
  }

  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const showsLoading = options.loading ?? method !== 'GET';
    if (showsLoading) deps.store.setState((s) => ({ pending: s.pending + 1 }));
    try {
      return (await send(method, path, options, false)) as T;
    } finally {
      // Spec §8: the loading indicator goes off on every response or error.
      if (showsLoading) deps.store.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
    }
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: FormBody, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    patch: <T>(path: string, body?: FormBody, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    put: <T>(path: string, body?: FormBody, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, body?: FormBody, options?: RequestOptions) =>
      request<T>('DELETE', path, { ...options, body }),
    /** Multipart POST with upload progress (photos); same headers, CSRF and error handling. */
    upload: async <T>(path: string, body: FormBody, options: UploadOptions = {}) =>
      (await sendUpload(path, body, options, false)) as T,
  };
}

interface RouterLink {
  navigate: (to: string) => void;
  currentPath: () => string;
}

let routerLink: RouterLink = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

/** The router registers itself here so a 401 leaves the screen without a page load. */
export function setApiRouter(link: RouterLink): void {
  routerLink = link;
}

/** The app's client, wired to the app store and query cache. */
export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  store: appStore,
  navigate: (to) => routerLink.navigate(to),
  clearUser: () => queryClient.setQueryData(queryKeys.session.user(), null),
  currentPath: () => routerLink.currentPath(),
  fetch: (...args) => window.fetch(...args),
  readCookie: readDocumentCookie,
});
