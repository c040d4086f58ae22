import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { signedInMember } from '../../../test/factories.ts';
import { decodeBody, startSmtpServer } from '../../../test/message-peers.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'Steelyard <no-reply@steelyard.test>',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const member = () => signedInMember(ctx.app, ctx.db);

/** A member whose business the back office verified (or left in `status`). */
async function businessOwner(status = 'verified') {
  const owner = await member();
  const business = await ctx.db
    .insertInto('businesses')
    .values({
      user_id: owner.user.id,
      country: 'KR',
      legal_name: `Hanil Machine Tools ${owner.user.id}`,
      registration_number: '2208162517',
      representative: 'Kim',
      address: 'Changwon',
      proof_key: `private/business-proofs/${owner.user.id}.pdf`,
      proof_format: 'pdf',
      proof_name: 'proof.pdf',
      proof_size: 10,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...owner, businessId: business.id };
}

/** The code in the last invitation mailed to `to`. */
async function codeMailedTo(to: string) {
  await ctx.app.background.idle();
  const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
  return mail ? decodeBody(mail.raw).match(/\b[A-Z2-9]{8}\b/)?.[0] : undefined;
}

const liveSeats = (businessId: number) =>
  ctx.db
    .selectFrom('business_seats')
    .select('user_id')
    .where('business_id', '=', businessId)
    .where('removed_at', 'is', null)
    .execute();

describe('company seats', () => {
  it('invites by email; the invitee takes the seat with the mailed code, once; the owner sees it', async () => {
    const owner = await businessOwner();
    const invitee = await member();
    const invited = await owner.agent.post('/api/businesses/mine/seatInvitations', {
      email: invitee.user.email.toUpperCase(),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ email: invitee.user.email });
    expect(invited.json().data).not.toHaveProperty('code');
    const code = await codeMailedTo(invitee.user.email);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    const listed = (await owner.agent.get('/api/businesses/mine/seats')).json().data;
    expect(listed.seats).toEqual([]);
    expect(listed.invitations.map((i: { email: string }) => i.email)).toEqual([invitee.user.email]);

    // Typed as a person would: lower case, with a hyphen.
    const typed = `${code!.slice(0, 4).toLowerCase()}-${code!.slice(4)}`;
    const joined = await invitee.agent.post('/api/businessSeats', { code: typed });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().data.business).toMatchObject({
      id: owner.businessId,
      owner: { id: owner.user.id },
    });
    expect((await invitee.agent.get('/api/businessSeats/mine')).json().data.business.id).toBe(
      owner.businessId,
    );
    expect(await liveSeats(owner.businessId)).toEqual([{ user_id: invitee.user.id }]);

    const again = await invitee.agent.post('/api/businessSeats', { code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual(['This invitation code is wrong or has expired.']);
    const after = (await owner.agent.get('/api/businesses/mine/seats')).json().data;
    expect(after.invitations).toEqual([]);
    expect(after.seats.map((s: { user: { id: number } }) => s.user.id)).toEqual([invitee.user.id]);
  });

  it('gives the seat only to the member the code was sent to, and never twice', async () => {
    const owner = await businessOwner();
    const other = await businessOwner();
    const invitee = await member();
    const stranger = await member();
    await owner.agent.post('/api/businesses/mine/seatInvitations', { email: invitee.user.email });
    const code = await codeMailedTo(invitee.user.email);

    const stolen = await stranger.agent.post('/api/businessSeats', { code });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.code).toEqual(['This invitation code is wrong or has expired.']);
    expect(await liveSeats(owner.businessId)).toEqual([]);

    // A member holds one seat at a time.
    await other.agent.post('/api/businesses/mine/seatInvitations', { email: invitee.user.email });
    const otherCode = await codeMailedTo(invitee.user.email);
    expect((await invitee.agent.post('/api/businessSeats', { code: otherCode })).statusCode).toBe(201);
    const taken = await invitee.agent.post('/api/businessSeats', { code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('You already hold a seat of another business.');
    expect(await liveSeats(owner.businessId)).toEqual([]);
  });

  it('refuses an unverified business, its own owner, and more than five seats; nothing stored', async () => {
    const pending = await businessOwner('pending');
    const refused = await pending.agent.post('/api/businesses/mine/seatInvitations', {
      email: 'a@example.com',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a verified business can invite seats.');
    const none = await member();
    expect(
      (await none.agent.post('/api/businesses/mine/seatInvitations', { email: 'b@example.com' })).statusCode,
    ).toBe(403);

    const owner = await businessOwner();
    const own = await owner.agent.post('/api/businesses/mine/seatInvitations', { email: owner.user.email });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.email).toEqual(['You cannot take a seat of your own business.']);
    const bad = await owner.agent.post('/api/businesses/mine/seatInvitations', { email: 'not an email' });
    expect(bad.statusCode).toBe(422);

    for (let i = 0; i < 5; i += 1) {
      const sent = await owner.agent.post('/api/businesses/mine/seatInvitations', {
        email: `s${i}@example.com`,
      });
      expect(sent.statusCode).toBe(201);
    }
    // The same address again replaces its invitation: still five.
    expect(
      (await owner.agent.post('/api/businesses/mine/seatInvitations', { email: 's0@example.com' }))
        .statusCode,
    ).toBe(201);
    const sixth = await owner.agent.post('/api/businesses/mine/seatInvitations', { email: 's5@example.com' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors.email).toEqual(['A business can have at most 5 seats.']);
    const waiting = await ctx.db
      .selectFrom('business_seat_invitations')
      .select('email')
      .where('business_id', '=', owner.businessId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(waiting.map((w) => w.email).sort()).toEqual([
      's0@example.com',
      's1@example.com',
      's2@example.com',
      's3@example.com',
      's4@example.com',
    ]);
  });

  it('lets only the owner revoke an invitation and remove a seat; a removed seat and a leaver lose it at once', async () => {
    const owner = await businessOwner();
    const other = await businessOwner();
    const invitee = await member();
    const invitation = (
      await owner.agent.post('/api/businesses/mine/seatInvitations', { email: 'later@example.com' })
    ).json().data;
    expect(
      (await other.agent.delete(`/api/businesses/mine/seatInvitations/${invitation.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await owner.agent.delete(`/api/businesses/mine/seatInvitations/${invitation.id}`)).statusCode,
    ).toBe(204);
    expect((await owner.agent.get('/api/businesses/mine/seats')).json().data.invitations).toEqual([]);

    await owner.agent.post('/api/businesses/mine/seatInvitations', { email: invitee.user.email });
    await invitee.agent.post('/api/businessSeats', { code: await codeMailedTo(invitee.user.email) });
    const seatId = (await owner.agent.get('/api/businesses/mine/seats')).json().data.seats[0].id;
    expect((await other.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(404);
    expect((await invitee.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(404);
    expect(await liveSeats(owner.businessId)).toEqual([{ user_id: invitee.user.id }]);

    expect((await owner.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(204);
    expect(await liveSeats(owner.businessId)).toEqual([]);
    expect((await invitee.agent.get('/api/businessSeats/mine')).json().data).toBeNull();
    expect((await invitee.agent.delete('/api/businessSeats/mine')).statusCode).toBe(404);

    // Invited again, the member takes the seat and leaves it.
    await owner.agent.post('/api/businesses/mine/seatInvitations', { email: invitee.user.email });
    await invitee.agent.post('/api/businessSeats', { code: await codeMailedTo(invitee.user.email) });
    expect((await invitee.agent.delete('/api/businessSeats/mine')).statusCode).toBe(204);
    expect(await liveSeats(owner.businessId)).toEqual([]);
  });

  it('keeps a member’s own business apart: no seat of it', async () => {
    const owner = await businessOwner();
    await ctx.db
      .insertInto('business_seat_invitations')
      .values({
        business_id: owner.businessId,
        email: owner.user.email,
        code: 'OWNCODE2',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const own = await owner.agent.post('/api/businessSeats', { code: 'OWNCODE2' });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.code).toEqual(['You cannot take a seat of your own business.']);
    expect(await liveSeats(owner.businessId)).toEqual([]);
  });
});
