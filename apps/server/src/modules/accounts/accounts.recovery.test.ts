import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser } from '../../../test/factories.ts';
import { decodeBody, headerOf, startSmsStub, startSmtpServer, waitFor } from '../../../test/message-peers.ts';
import { createLogMailSender } from '../../lib/mail.ts';
import { maskEmail } from './accounts.service.ts';

// Real protocol peers on loopback: an SMTP server (smtp-server) and an SMS provider's HTTP API.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsStub>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsStub();
  ctx = await buildTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'Steelyard <no-reply@steelyard.test>',
    SMS_PROVIDER_URL: sms.url,
    SMS_API_KEY: 'k',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await sms.close();
});

let address = 0;
const client = (language = 'en') => {
  address += 1;
  const remoteAddress = `198.19.0.${address}`;
  const agent = new Agent(ctx.app, { 'accept-language': language });
  return {
    agent,
    post: (url: string, body?: Record<string, unknown>) => agent.post(url, body, { remoteAddress }),
  };
};

async function member(values: { contact?: string; name?: string } = {}) {
  const user = await createUser(ctx.db);
  await ctx.db
    .updateTable('users')
    .set({ contact: values.contact ?? null, name: values.name ?? null })
    .where('id', '=', user.id)
    .execute();
  return user;
}

describe('find ID', () => {
  it('shows the masked email of the account with that contact and name', async () => {
    const user = await member({ contact: '010-4444-1111', name: '김철수' });
    const response = await client().post('/api/users/findId', { contact: '01044441111', name: '김철수' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      email: maskEmail(user.email),
      created_at: new Date(user.created_at).toISOString(),
    });
    expect(response.json().data.email).not.toBe(user.email);
    expect(maskEmail('kim.sajang@example.com')).toBe('ki********@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  });

  it('answers a clear 422 when nothing matches (wrong name, unknown number)', async () => {
    await member({ contact: '01044442222', name: '이영희' });
    for (const body of [
      { contact: '01044442222', name: '박민수' },
      { contact: '01000000000', name: '이영희' },
    ]) {
      const response = await client().post('/api/users/findId', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ contact: ['No account matches this phone number and name.'] });
    }
    const missing = await client().post('/api/users/findId', {});
    expect(missing.json().errors).toEqual({
      contact: ['This field is required.'],
      name: ['This field is required.'],
    });
  });
});

describe('find password by email', () => {
  it('mails a code over SMTP, verifies it, sets the new password and ends every other session', async () => {
    const user = await member();
    const other = new Agent(ctx.app);
    await other.login(user.email, 'password', '198.19.1.1');
    const { agent, post } = client('ko');

    const sent = await post('/api/users/findPassword', { channel: 'email', email: user.email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ expires_in: 300 });
    const code = await waitFor(() => smtp.lastCodeTo(user.email));
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('no-reply@steelyard.test');
    expect(headerOf(mail.raw, 'Subject')).toBe('Steelyard 비밀번호 재설정 인증번호');
    expect(decodeBody(mail.raw)).toContain(`비밀번호 재설정 인증번호는 ${code}입니다.`);

    const wrong = await post('/api/users/findPassword/verify', {
      channel: 'email',
      email: user.email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['인증번호가 올바르지 않거나 만료되었습니다.'] });

    const verified = await post('/api/users/findPassword/verify', {
      channel: 'email',
      email: user.email,
      code,
    });
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json().data;
    expect(token).toMatch(/^[\w-]{40,}$/);

    const weak = await post('/api/users/resetPassword', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    const reset = await post('/api/users/resetPassword', {
      token,
      password: 'newpass2026',
      password_confirmation: 'newpass2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect(await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );

    const again = await post('/api/users/resetPassword', {
      token,
      password: 'other2026x',
      password_confirmation: 'other2026x',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      token: ['비밀번호 재설정 시간이 지났습니다. 인증번호를 다시 받아 주세요.'],
    });

    const oldPassword = await agent.post(
      '/api/login',
      { email: user.email, password: 'password' },
      { remoteAddress: '198.19.1.2' },
    );
    expect(oldPassword.statusCode).toBe(422);
    await agent.login(user.email, 'newpass2026', '198.19.1.3');
  });

  it('keeps the session of a signed-in member who resets their own password', async () => {
    const user = await member();
    const self = new Agent(ctx.app);
    await self.login(user.email, 'password', '198.19.2.1');
    const other = new Agent(ctx.app);
    await other.login(user.email, 'password', '198.19.2.2');
    await self.post(
      '/api/users/findPassword',
      { channel: 'email', email: user.email },
      { remoteAddress: '198.19.2.1' },
    );
    const code = await waitFor(() => smtp.lastCodeTo(user.email));
    const { token } = (
      await self.post(
        '/api/users/findPassword/verify',
        { channel: 'email', email: user.email, code },
        { remoteAddress: '198.19.2.1' },
      )
    ).json().data;
    const reset = await self.post(
      '/api/users/resetPassword',
      { token, password: 'fresh2026pw' },
      { remoteAddress: '198.19.2.1' },
    );
    expect(reset.statusCode).toBe(200);
    expect((await self.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });

  it('answers an unknown email exactly as a known one and sends nothing', async () => {
    const user = await member();
    const before = smtp.received.length;
    const known = await client().post('/api/users/findPassword', { channel: 'email', email: user.email });
    const unknown = await client().post('/api/users/findPassword', {
      channel: 'email',
      email: 'nobody@example.test',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await waitFor(() => smtp.lastCodeTo(user.email));
    await ctx.app.background.idle();
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([[user.email]]);
    // Both wrote a code row: the same work either way.
    const rows = await ctx.db
      .selectFrom('one_time_codes')
      .select('user_id')
      .where('purpose', '=', 'password_reset')
      .execute();
    expect(rows.some((r) => r.user_id === null)).toBe(true);
    const verify = await client().post('/api/users/findPassword/verify', {
      channel: 'email',
      email: 'nobody@example.test',
      code: '123456',
    });
    expect(verify.json().errors).toEqual({ code: ['The code is incorrect or has expired.'] });
  });

  it('rate-limits codes per email address with 429 and Retry-After', async () => {
    const email = 'limited@example.test';
    for (let i = 0; i < 5; i++)
      expect((await client().post('/api/users/findPassword', { channel: 'email', email })).statusCode).toBe(
        200,
      );
    const response = await client().post('/api/users/findPassword', { channel: 'email', email });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the channel and its target', async () => {
    const { post } = client();
    const noChannel = await post('/api/users/findPassword', { email: 'a@example.test' });
    expect(noChannel.statusCode).toBe(422);
    const badEmail = await post('/api/users/findPassword', { channel: 'email', email: 'nope' });
    expect(badEmail.json().errors).toEqual({ email: ['Please enter a valid email address.'] });
  });
});

describe('find password by SMS', () => {
  it('texts a code to the account number and resets with it', async () => {
    const user = await member({ contact: '010-6060-7070' });
    const { post } = client('de');
    expect(
      (await post('/api/users/findPassword', { channel: 'sms', contact: '010 6060 7070' })).statusCode,
    ).toBe(200);
    const code = await waitFor(() => sms.lastCodeTo('01060607070'));
    expect(sms.received.at(-1)!.body.text).toBe(
      `[Steelyard] Ihr Code zum Zurücksetzen des Passworts lautet ${code}. Er ist 5 Minuten gültig.`,
    );
    const { token } = (
      await post('/api/users/findPassword/verify', { channel: 'sms', contact: '01060607070', code })
    ).json().data;
    expect((await post('/api/users/resetPassword', { token, password: 'viaSms2026' })).statusCode).toBe(200);
    await new Agent(ctx.app).login(user.email, 'viaSms2026', '198.19.3.1');
  });
});

describe('MailSender local default', () => {
  it('writes the email to the log', async () => {
    const info = vi.fn();
    await createLogMailSender({ info }).send({ to: 'a@example.test', subject: 's', text: 'code 123456' });
    expect(info).toHaveBeenCalledWith(
      { to: 'a@example.test', subject: 's', text: 'code 123456' },
      expect.stringContaining('email'),
    );
  });
});
