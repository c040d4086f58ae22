import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH } from '@steelyard/contracts';
import type { App } from '../src/app.ts';

type Body = Record<string, unknown> | undefined;
type InjectOptions = {
  headers?: Record<string, string>;
  csrf?: boolean;
  multipart?: boolean;
  remoteAddress?: string;
  /** A body sent as given (malformed JSON, a cut multipart…) instead of `body`. */
  raw?: { payload: string | Buffer; contentType?: string };
};

/**
 * A browser-like client over app.inject: it keeps cookies, fetches the CSRF cookie before its
 * first write and sends it back in X-XSRF-TOKEN, as the web client does.
 */
export class Agent {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    private readonly defaultHeaders: Record<string, string> = {},
    /** The client address of every request unless one says otherwise (limits count per address). */
    private readonly remoteAddress?: string,
  ) {}

  cookie(name: string) {
    return this.cookies.get(name);
  }

  /** Sets a cookie as if the server had (e.g. a session made directly in the database). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  private remember(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = decodeURIComponent(pair.slice(index + 1));
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, url: string, body?: Body, options: InjectOptions = {}) {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    const remoteAddress = options.remoteAddress ?? this.remoteAddress;
    const isWrite = !['GET', 'HEAD'].includes(method);
    if (isWrite && options.csrf !== false) {
      if (!this.cookies.has(CSRF_COOKIE)) await this.get(CSRF_PATH, { remoteAddress });
      headers[CSRF_HEADER.toLowerCase()] = this.cookies.get(CSRF_COOKIE) ?? '';
    }
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    let payload: string | Buffer | undefined;
    if (options.raw) {
      if (options.raw.contentType) headers['content-type'] = options.raw.contentType;
      payload = options.raw.payload;
    } else if (body && options.multipart) {
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) {
        for (const item of [value].flat()) form.append(key, item instanceof Blob ? item : String(item));
      }
      const encoded = new Response(form);
      headers['content-type'] = encoded.headers.get('content-type')!;
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      payload,
      remoteAddress,
    });
    this.remember(response.headers['set-cookie']);
    return response;
  }

  get(url: string, options?: InjectOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: Body, options?: InjectOptions) {
    return this.request('POST', url, body, options);
  }
  patch(url: string, body?: Body, options?: InjectOptions) {
    return this.request('PATCH', url, body, options);
  }
  delete(url: string, body?: Body, options?: InjectOptions) {
    return this.request('DELETE', url, body, options);
  }

  /**
   * Signs in with email and password; throws when the server refuses. `remoteAddress` lets a test
   * sign many members in without meeting the per-address sign-in limit.
   */
  async login(email: string, password = 'password', remoteAddress?: string) {
    const response = await this.post('/api/login', { email, password }, { remoteAddress });
    if (response.statusCode !== 200)
      throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}
