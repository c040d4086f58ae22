import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: FormData | undefined;
}

type Handler = (call: Call) => Response | Promise<Response>;

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export const emptyPage = { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } };

/**
 * Replaces window.fetch with a tiny router: handlers keyed 'GET /api/user'; unknown calls get
 * a sensible empty answer. Every call is recorded (method as sent, path, headers, form body).
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = init.body instanceof FormData ? init.body : undefined;
    const method = init.method ?? 'GET';
    const call: Call = { method, path: url.pathname, url: `${url.pathname}${url.search}`, headers, body };
    calls.push(call);
    const override = body?.get('_method');
    const key = `${typeof override === 'string' ? override : method} ${url.pathname}`;
    const handler = handlers[key];
    if (handler) return handler(call);
    if (url.pathname === '/api/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=token%2Fvalue%3D; path=/';
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/user') return json(401, { message: 'Unauthenticated.' });
    if (url.pathname === '/api/products' || /\/api\/(notices|faqs|events)$/.test(url.pathname))
      return json(200, emptyPage);
    if (url.pathname === '/api/ips/country') return json(200, { data: 'KR' });
    return json(200, { data: [] });
  });
  window.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
