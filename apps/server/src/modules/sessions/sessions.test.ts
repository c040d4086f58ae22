import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';
import { describeDevice } from './sessions.presenter.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signedIn(email: string, userAgent: string, address: string) {
  const agent = new Agent(ctx.app, { 'user-agent': userAgent });
  await agent.login(email, 'password', address);
  return agent;
}

describe('GET /api/sessions', () => {
  it("lists the member's own devices with the current one marked, and nobody else's", async () => {
    const user = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    const phone = await signedIn(user.email, ANDROID_CHROME, '198.51.100.1');
    await signedIn(user.email, IPHONE_SAFARI, '198.51.100.2');
    await signedIn(stranger.email, IPHONE_SAFARI, '198.51.100.3');

    const response = await phone.get('/api/sessions');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { id: number; device: string; ip: string; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'Chrome · Android', ip: '198.51.100.1' });
    expect(list.find((s) => !s.current)).toMatchObject({ device: 'Safari · iOS', ip: '198.51.100.2' });
    expect(list.every((s) => typeof s.id === 'number')).toBe(true);
    expect(JSON.stringify(list)).not.toContain('198.51.100.3');
  });

  it('needs a signed-in member', async () => {
    expect((await new Agent(ctx.app).get('/api/sessions')).statusCode).toBe(401);
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it('ends one of my other sessions: that device is signed out, this one stays', async () => {
    const user = await createUser(ctx.db);
    const phone = await signedIn(user.email, ANDROID_CHROME, '198.51.100.11');
    const laptop = await signedIn(user.email, IPHONE_SAFARI, '198.51.100.12');
    const list = (await phone.get('/api/sessions')).json().data as { id: number; current: boolean }[];
    const other = list.find((s) => !s.current)!;
    const response = await phone.delete(`/api/sessions/${other.id}`);
    expect(response.statusCode).toBe(204);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    expect((await phone.get('/api/sessions')).json().data).toHaveLength(1);
  });

  it("answers 404 for another member's session and leaves it alone", async () => {
    const user = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    const mine = await signedIn(user.email, ANDROID_CHROME, '198.51.100.21');
    const theirs = await signedIn(stranger.email, ANDROID_CHROME, '198.51.100.22');
    const [target] = (await theirs.get('/api/sessions')).json().data as { id: number }[];
    const response = await mine.delete(`/api/sessions/${target!.id}`);
    expect(response.statusCode).toBe(404);
    expect((await theirs.get('/api/user')).statusCode).toBe(200);
    expect((await mine.delete('/api/sessions/abc')).statusCode).toBe(404);
    expect((await new Agent(ctx.app).delete(`/api/sessions/${target!.id}`)).statusCode).toBe(401);
    expect((await theirs.get('/api/user')).statusCode).toBe(200);
  });

  it('ending the current session signs this device out', async () => {
    const user = await createUser(ctx.db);
    const phone = await signedIn(user.email, ANDROID_CHROME, '198.51.100.31');
    const [current] = (await phone.get('/api/sessions')).json().data as { id: number }[];
    expect((await phone.delete(`/api/sessions/${current!.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
  });
});

describe('describeDevice', () => {
  it('names browser and system, or nothing', () => {
    expect(describeDevice(ANDROID_CHROME)).toBe('Chrome · Android');
    expect(describeDevice(IPHONE_SAFARI)).toBe('Safari · iOS');
    expect(describeDevice('curl/8.0')).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});
