import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';
import { startSmsStub, waitFor } from '../../../test/message-peers.ts';
import { createHttpSmsSender, createLogSmsSender } from '../../lib/sms.ts';

// A real HTTP peer on loopback stands in for the SMS provider.
let sms: Awaited<ReturnType<typeof startSmsStub>>;
let ctx: TestContext;
beforeAll(async () => {
  sms = await startSmsStub();
  ctx = await buildTestApp({ SMS_PROVIDER_URL: sms.url, SMS_API_KEY: 'test-key', SMS_SENDER: '15880000' });
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

let address = 0;
const client = () => {
  address += 1;
  const remoteAddress = `198.18.0.${address}`;
  const agent = new Agent(ctx.app, { 'accept-language': 'en' });
  return {
    agent,
    post: (url: string, body?: Record<string, unknown>) => agent.post(url, body, { remoteAddress }),
  };
};
let phone = 0;
async function memberWithContact(values: { suspended?: boolean } = {}) {
  phone += 1;
  const user = await createUser(ctx.db, values);
  const contact = `0107000${String(phone).padStart(4, '0')}`;
  // Stored the way older rows may hold it: with dashes.
  await ctx.db
    .updateTable('users')
    .set({ contact: `${contact.slice(0, 3)}-${contact.slice(3, 7)}-${contact.slice(7)}` })
    .where('id', '=', user.id)
    .execute();
  return { user, contact };
}

describe('sign-in by contact', () => {
  it('sends a six-digit code through the SMS provider and signs in with it, once', async () => {
    const { user, contact } = await memberWithContact();
    const { agent, post } = client();
    const sent = await post('/api/loginByContact/code', {
      contact: `${contact.slice(0, 3)} ${contact.slice(3)}`,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ expires_in: 300 });
    const code = await waitFor(() => sms.lastCodeTo(contact));
    const request = sms.received.at(-1)!;
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body).toEqual({
      from: '15880000',
      to: contact,
      text: `[Steelyard] Your sign-in code is ${code}. It expires in 5 minutes.`,
    });
    // The code is stored hashed, never as typed.
    const rows = await ctx.db
      .selectFrom('one_time_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);

    const login = await post('/api/loginByContact', { contact, code });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.id).toBe(user.id);
    expect((await agent.get('/api/user')).json().data.id).toBe(user.id);
    const again = await client().post('/api/loginByContact', { contact, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['The code is incorrect or has expired.'] });
  });

  it('answers an unknown number exactly as a known one, and sends nothing', async () => {
    const before = sms.received.length;
    const { post } = client();
    const response = await post('/api/loginByContact/code', { contact: '01099990000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ expires_in: 300 });
    await ctx.app.background.idle();
    expect(sms.received.length).toBe(before);
    const login = await post('/api/loginByContact', { contact: '01099990000', code: '123456' });
    expect(login.json().errors).toEqual({ code: ['The code is incorrect or has expired.'] });
  });

  it('validates the number and the code', async () => {
    const { post } = client();
    const bad = await post('/api/loginByContact/code', { contact: '12-ab' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ contact: ['Please enter a valid phone number.'] });
    const noCode = await post('/api/loginByContact', { contact: '01012345678', code: '12a' });
    expect(noCode.json().errors).toEqual({ code: ['Please enter the 6-digit code.'] });
  });

  it('limits tries per code: after 5 wrong codes even the right one fails', async () => {
    const { contact } = await memberWithContact();
    const { post } = client();
    await post('/api/loginByContact/code', { contact });
    const code = await waitFor(() => sms.lastCodeTo(contact));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/loginByContact', { contact, code: wrong })).statusCode).toBe(422);
    // From another address: this one is now locked out of this number (auth.lockout.test.ts).
    const right = await client().post('/api/loginByContact', { contact, code });
    expect(right.statusCode).toBe(422);
    const row = await ctx.db
      .selectFrom('one_time_codes')
      .select('attempts')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const { contact } = await memberWithContact();
    const { post } = client();
    await post('/api/loginByContact/code', { contact });
    const first = await waitFor(() => sms.lastCodeTo(contact));
    await post('/api/loginByContact/code', { contact });
    const second = await waitFor(() => {
      const c = sms.lastCodeTo(contact);
      return sms.received.filter((m) => m.body.to === contact).length === 2 ? c : undefined;
    });
    if (first !== second)
      expect((await post('/api/loginByContact', { contact, code: first })).statusCode).toBe(422);
    await ctx.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await post('/api/loginByContact', { contact, code: second })).statusCode).toBe(422);
  });

  it('sends no code to a suspended member', async () => {
    const { contact } = await memberWithContact({ suspended: true });
    const { post } = client();
    await post('/api/loginByContact/code', { contact });
    await ctx.app.background.idle();
    expect(sms.lastCodeTo(contact)).toBeUndefined();
  });

  it('rate-limits sends per number (429 with Retry-After), whatever the address', async () => {
    const { contact } = await memberWithContact();
    for (let i = 0; i < 5; i++)
      expect((await client().post('/api/loginByContact/code', { contact })).statusCode).toBe(200);
    const response = await client().post('/api/loginByContact/code', { contact });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().message).toBe('Too many requests. Please try again in a moment.');
  });

  it('rate-limits sends per address', async () => {
    const { post } = client();
    for (let i = 0; i < 20; i++)
      expect(
        (await post('/api/loginByContact/code', { contact: `0108000${String(i).padStart(4, '0')}` }))
          .statusCode,
      ).toBe(200);
    const response = await post('/api/loginByContact/code', { contact: '01080009999' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('SmsSender implementations', () => {
  it('the HTTP sender throws on a provider error, so the failure is logged', async () => {
    sms.setStatus(503);
    try {
      const sender = createHttpSmsSender({ url: sms.url, apiKey: 'k', sender: 'S' });
      await expect(sender.send({ to: '0101', text: 'x' })).rejects.toThrow(/SMS provider answered 503/);
    } finally {
      sms.setStatus(200);
    }
  });

  it('the local default writes the message to the log', async () => {
    const info = vi.fn();
    await createLogSmsSender({ info }).send({ to: '01012345678', text: 'code 123456' });
    expect(info).toHaveBeenCalledWith(
      { to: '01012345678', text: 'code 123456' },
      expect.stringContaining('SMS'),
    );
  });
});
