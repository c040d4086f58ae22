import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { createUser } from '../../test/factories.ts';
import { findMethodField } from './method-override.ts';

let ctx: TestContext;
let base: string;
let cookieHeader: string;
let token: string;
let userId: number;

// Method override happens before Fastify routes, so these tests talk to a real listening server.
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const user = await createUser(ctx.db, { language: 'ko' });
  userId = user.id;
  const agent = new Agent(ctx.app);
  await agent.login(user.email);
  token = agent.cookie('XSRF-TOKEN')!;
  cookieHeader = `steelyard_session=${agent.cookie('steelyard_session')}; XSRF-TOKEN=${encodeURIComponent(token)}`;
});
afterAll(() => ctx.close());

const language = async () =>
  (await ctx.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow())
    .language;

async function send(method: string, form: FormData | string | null, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/users/updateLanguage`, {
    method,
    headers: { cookie: cookieHeader, 'x-xsrf-token': token, ...headers },
    body: form,
  });
}

describe('method override', () => {
  it('turns a multipart POST with _method=PATCH into a PATCH', async () => {
    const form = new FormData();
    form.append('_method', 'PATCH');
    form.append('language', 'de');
    const response = await send('POST', form);
    expect(response.status).toBe(200);
    expect(await language()).toBe('de');
  });

  it('reads _method from urlencoded and JSON bodies', async () => {
    let response = await send('POST', '_method=PATCH&language=ja', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
    expect(await language()).toBe('ja');
    response = await send('POST', JSON.stringify({ _method: 'patch', language: 'en' }), {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(200);
    expect(await language()).toBe('en');
  });

  it('takes the X-HTTP-Method-Override header', async () => {
    const form = new FormData();
    form.append('language', 'ko');
    const response = await send('POST', form, { 'x-http-method-override': 'PATCH' });
    expect(response.status).toBe(200);
    expect(await language()).toBe('ko');
  });

  it('leaves a POST without override a POST (no such route here)', async () => {
    const form = new FormData();
    form.append('language', 'de');
    const response = await send('POST', form);
    expect(response.status).toBe(404);
    expect(await language()).toBe('ko');
  });

  it('never turns a GET into a write', async () => {
    const response = await fetch(`${base}/api/users/updateLanguage?_method=PATCH`, {
      headers: { cookie: cookieHeader, 'x-http-method-override': 'PATCH' },
    });
    expect(response.status).toBe(404);
    expect(await language()).toBe('ko');
  });

  it('keeps the rest of a large multipart body intact after the peeked start', async () => {
    const form = new FormData();
    form.append('_method', 'PATCH');
    form.append('language', 'ja');
    form.append('padding', 'x'.repeat(90_000));
    const response = await send('POST', form);
    expect(response.status).toBe(200);
    expect(await language()).toBe('ja');
  });
});

/**
 * One HTTP/1.1 exchange on an open socket: writes the request and reads one response (status and
 * body by Content-Length). Rejects when the server closes the connection or stays silent.
 */
function exchange(socket: net.Socket, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const done = (error?: Error, result?: { status: number; body: string }) => {
      clearTimeout(silence);
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onError);
      if (error) reject(error);
      else resolve(result!);
    };
    const silence = setTimeout(() => done(new Error('no answer on the kept-alive connection')), 10_000);
    const onClose = () => done(new Error('the server closed the connection without answering'));
    const onError = (error: Error) => done(error);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      const body = received.subarray(end + 4, end + 4 + length).toString('utf8');
      done(undefined, { status: Number(head.split(' ')[1]), body });
    };
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.once('error', onError);
    socket.write(request);
  });
}

describe('a request refused before its body was read', () => {
  it.each([
    ['419 (no CSRF token)', {}],
    ['404 (no such route)', { 'x-xsrf-token': 'any' }],
  ])('answers %s and the next request on the same connection', async (_, extra) => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = net.connect({ host: '127.0.0.1', port });
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      const body = JSON.stringify({ language: 'de', padding: 'x'.repeat(200_000) });
      const headers = Object.entries(extra)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const url = 'x-xsrf-token' in extra ? '/api/nothing-here' : '/api/users/updateLanguage';
      const first = await exchange(
        socket,
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`,
      );
      expect(first.status).toBeGreaterThanOrEqual(400);
      const second = await exchange(socket, 'GET /api/settings HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(second.status).toBe(200);
      expect(JSON.parse(second.body).data[0]).toHaveProperty('min_price_for_show');
    } finally {
      socket.destroy();
    }
  });
});

describe('findMethodField', () => {
  const type = 'multipart/form-data; boundary=XYZ';
  const part = (name: string, value: string) =>
    `--XYZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  it('finds _method in multipart, waits for more bytes, and stops at the first file', () => {
    expect(findMethodField(Buffer.from(part('_method', 'delete') + '--XYZ'), 'multipart', type, false)).toBe(
      'DELETE',
    );
    expect(findMethodField(Buffer.from(part('title', 'a')), 'multipart', type, false)).toBeUndefined();
    const file = '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n';
    expect(findMethodField(Buffer.from(file), 'multipart', type, false)).toBeNull();
    expect(findMethodField(Buffer.from(part('title', 'a') + '--XYZ--'), 'multipart', type, true)).toBeNull();
  });
});
