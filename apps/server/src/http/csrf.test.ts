import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const countLogs = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('CSRF by signed double submit', () => {
  it('sets a readable XSRF-TOKEN cookie bound to a new session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax/);
    expect(cookies).not.toMatch(/XSRF-TOKEN=[^\n]*HttpOnly/);
    expect(cookies).toMatch(/steelyard_session=[^;]+;[^\n]*HttpOnly/);
  });

  it('answers 419 and changes nothing without the header', async () => {
    const agent = new Agent(ctx.app);
    await agent.get('/api/csrf-cookie');
    const before = await countLogs();
    const response = await agent.post('/api/logs', { memo: 'x' }, { csrf: false });
    expect(response.statusCode).toBe(419);
    expect(response.json().message).toBe('세션이 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.');
    expect(await countLogs()).toBe(before);
  });

  it('refuses a header that differs from the cookie', async () => {
    const agent = new Agent(ctx.app);
    await agent.get('/api/csrf-cookie');
    const response = await agent.post(
      '/api/logs',
      { memo: 'x' },
      { csrf: false, headers: { 'x-xsrf-token': 'a.b' } },
    );
    expect(response.statusCode).toBe(419);
  });

  it("refuses another session's token even when cookie and header agree", async () => {
    const victim = new Agent(ctx.app);
    const attacker = new Agent(ctx.app);
    await victim.get('/api/csrf-cookie');
    await attacker.get('/api/csrf-cookie');
    const stolen = attacker.cookie('XSRF-TOKEN')!;
    const before = await countLogs();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: {
        cookie: `steelyard_session=${victim.cookie('steelyard_session')}; XSRF-TOKEN=${stolen}`,
        'x-xsrf-token': stolen,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ memo: 'x' }),
    });
    expect(response.statusCode).toBe(419);
    expect(await countLogs()).toBe(before);
  });

  it('accepts a write with the token of its own session', async () => {
    const agent = new Agent(ctx.app);
    const before = await countLogs();
    const response = await agent.post('/api/logs', {
      memo: 'native message was not JSON',
      description: '{oops',
    });
    expect(response.statusCode).toBe(201);
    expect(await countLogs()).toBe(before + 1);
  });

  it('refuses a write with no session at all', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { cookie: 'XSRF-TOKEN=a.b', 'x-xsrf-token': 'a.b' },
      payload: { memo: 'x' },
    });
    expect(response.statusCode).toBe(419);
  });
});
