import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { signedInMember } from '../../../test/factories.ts';
import { startSmsStub } from '../../../test/message-peers.ts';

// The SMS provider's HTTP API on loopback: the test message must really reach it.
let sms: Awaited<ReturnType<typeof startSmsStub>>;
let ctx: TestContext;
beforeAll(async () => {
  sms = await startSmsStub();
  ctx = await buildTestApp({ SMS_PROVIDER_URL: sms.url, SMS_API_KEY: 'k', SMS_SENDER: '0212345678' });
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

const audits = () =>
  ctx.db.selectFrom('admin_audits').selectAll().where('action', '=', 'contact.test').execute();

describe('POST /api/admin/contactTests', () => {
  it('sends the admin’s test message through the SMS provider, audited', async () => {
    const { user: admin, agent } = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const answer = await agent.post('/api/admin/contactTests', { contact: '010-1234-5678', text: 'Test 1' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toEqual({ contact: '01012345678', text: 'Test 1' });
    expect(sms.received.at(-1)?.body).toMatchObject({
      to: '01012345678',
      text: 'Test 1',
      from: '0212345678',
    });
    expect(await audits()).toEqual([
      expect.objectContaining({ admin_id: admin.id, changes: { contact: '01012345678', text: 'Test 1' } }),
    ]);
  });

  it('refuses a bad number or an empty text with the message, sending nothing', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const before = sms.received.length;
    const badNumber = await agent.post('/api/admin/contactTests', { contact: 'call me', text: 'x' });
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.json().errors.contact[0]).toBe('Please enter a valid phone number.');
    const noText = await agent.post('/api/admin/contactTests', { contact: '01012345678', text: ' ' });
    expect(noText.statusCode).toBe(422);
    expect(noText.json().errors.text[0]).toBe('This field is required.');
    expect(sms.received.length).toBe(before);
  });

  it('is for admins only', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db);
    const before = (await audits()).length;
    expect(
      (await agent.post('/api/admin/contactTests', { contact: '01012345678', text: 'x' })).statusCode,
    ).toBe(403);
    expect((await audits()).length).toBe(before);
  });
});
