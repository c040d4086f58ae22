/**
 * The web tests' API: MSW (`msw/node`) answering the app's real fetch and XMLHttpRequest calls.
 * A test declares every call it expects with `mockApi({ 'GET /api/user': () => json(200, …) })`;
 * a call nobody declared fails the test (see `setup.ts`), so a misspelt endpoint cannot pass.
 * Keys use the method as the server sees it: the client sends PATCH/PUT/DELETE as a POST with
 * `X-HTTP-Method-Override`, and `'PATCH /api/users/profile'` matches that. Paths may hold
 * parameters (`/api/products/:id`).
 */
import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

export interface Call {
  /** The method as the server routes it (the override, when one was sent). */
  method: string;
  path: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  body: FormData | undefined;
  /** A body sent as JSON (`RequestOptions.json`). */
  json: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

/** Requests that reached no handler since the last check; setup.ts fails the test on any. */
export const unhandledCalls: string[] = [];

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An empty page of a paged list. */
export const emptyPage = { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } };
/** An empty page of a keyset (cursor) list. */
export const emptyCursorPage = { data: [], meta: { per_page: 20, next_cursor: null } };

async function readCall(request: Request): Promise<Call> {
  const url = new URL(request.url);
  const headers = Object.fromEntries(request.headers.entries());
  const isForm = (headers['content-type'] ?? '').includes('multipart/form-data');
  const body = isForm ? await request.clone().formData() : undefined;
  const sentJson = (headers['content-type'] ?? '').includes('application/json')
    ? ((await request.clone().json()) as unknown)
    : undefined;
  const method = headers['x-http-method-override'] ?? request.method;
  return {
    method: method.toUpperCase(),
    path: url.pathname,
    url: `${url.pathname}${url.search}`,
    headers,
    body,
    json: sentJson,
  };
}

/** One `'METHOD /path'` route as an MSW handler (overridden methods arrive as POST). */
function route(key: string, handler: Handler, calls: Call[]): HttpHandler {
  const [method = '', path = ''] = key.split(' ');
  const sentAs = method === 'GET' ? http.get : http.post;
  return sentAs(path, async ({ request }) => {
    const call = await readCall(request);
    if (call.method !== method) return undefined;
    calls.push(call);
    return handler(call);
  });
}

/**
 * What every screen asks first: the CSRF cookie before a write, 'who am I' (a visitor), its ads,
 * the places' names, home's pinned notice, the admin menu's count.
 */
const defaults: Record<string, Handler> = {
  'GET /api/csrf-cookie': () => {
    document.cookie = 'XSRF-TOKEN=token%2Fvalue%3D; path=/';
    return new Response(null, { status: 204 });
  },
  'GET /api/user': () => json(401, { message: 'Unauthenticated.' }),
  // The ads a screen shows (splash, interstitial, list inserts): none unless a test gives some.
  'GET /api/promotions': () => json(200, { data: [] }),
  // The browse list's country chips and their numbers (none unless a test gives some).
  'GET /api/countries': () => json(200, { data: [] }),
  // Cards and profiles name places in the app's language (own names unless a test gives some).
  'GET /api/placeNames': () => json(200, { data: { cities: {}, counties: {} } }),
  // Home shows the newest pinned notice (none unless a test says otherwise).
  'GET /api/notices': () => json(200, emptyPage),
  // The post form asks whether the member is a verified business (no business unless a test says so).
  'GET /api/businesses/mine': () => json(200, { data: null }),
  // The chat list and the post form ask whether the member holds a seat of a business (none unless a test says so).
  'GET /api/businessSeats/mine': () => json(200, { data: null }),
  // The back office's menu counts the inquiries waiting for an answer on every admin screen.
  'GET /api/admin/qnas/waitingCount': () => json(200, { data: { waiting: 0 } }),
};

/** The MSW server every web test runs against (started in setup.ts). */
export const server = setupServer();

/**
 * Answers the given routes (on top of the defaults; a later `mockApi` in the same test wins) and
 * records every call it answered, in order.
 */
export function mockApi(routes: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  server.use(
    ...Object.entries({ ...defaults, ...routes }).map(([key, handler]) => route(key, handler, calls)),
  );
  return { calls };
}

/** The form fields of a recorded call (`_method` included). */
export const fieldsOf = (call: Call) => Object.fromEntries([...(call.body?.entries() ?? [])]);

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
