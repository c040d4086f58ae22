import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { signedInMember } from '../../../test/factories.ts';
import {
  createFactory,
  createFactoryApplication,
  createFreelancer,
  createServiceQuote,
  createServiceRequest,
} from '../../../test/service-fixtures.ts';

/* The lists behind "mine" under /mypage: each filtered by its tab's status, a keyset page at a time. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

describe('mine', () => {
  it('my requests by status, and my quotes by the standing of my own quote', async () => {
    const requester = await member();
    const supplier = await member();
    const rival = await member();
    const open = (await createServiceRequest(ctx.db, requester.user.id)).id;
    const won = (await createServiceRequest(ctx.db, requester.user.id)).id;
    const lost = (await createServiceRequest(ctx.db, requester.user.id)).id;

    await createServiceQuote(ctx.db, open, supplier.user.id);
    const wonQuote = await createServiceQuote(ctx.db, won, supplier.user.id);
    await createServiceQuote(ctx.db, lost, supplier.user.id);
    const rivalQuote = await createServiceQuote(ctx.db, lost, rival.user.id, 50_000);
    const award = (id: number, quoteId: number) =>
      requester.agent.post(`/api/drawingRequests/${id}/award`, { quote_id: quoteId });
    expect((await award(won, wonQuote)).statusCode).toBe(200);
    expect((await award(lost, rivalQuote)).statusCode).toBe(200);

    const mine = async (status: string) =>
      ids((await requester.agent.get(`/api/drawingRequests?scope=mine&status=${status}`)).json());
    expect(await mine('quoting')).toEqual([open]);
    expect(await mine('awarded')).toEqual([lost, won]);
    expect(await mine('open')).toEqual([]);
    expect(ids((await supplier.agent.get('/api/drawingRequests?scope=mine')).json())).toEqual([]);

    const quoted = async (status: string) =>
      ids((await supplier.agent.get(`/api/drawingRequests?scope=quoted&quote_status=${status}`)).json());
    expect(await quoted('submitted')).toEqual([open]);
    expect(await quoted('awarded')).toEqual([won]);
    expect(await quoted('declined')).toEqual([lost]);
    expect(
      ids((await rival.agent.get('/api/drawingRequests?scope=quoted&quote_status=awarded')).json()),
    ).toEqual([lost]);
    expect((await supplier.agent.get('/api/drawingRequests?scope=quoted&quote_status=won')).statusCode).toBe(
      422,
    );
  });

  it('my applications, sent and received, by status with keyset pages', async () => {
    const owner = await member();
    const applicant = await member();
    const factory = await createFactory(ctx.db, owner.user.id);
    const first = await createFactoryApplication(ctx.db, factory, applicant.user.id, 2, 3);
    const second = await createFactoryApplication(ctx.db, factory, applicant.user.id, 5, 6);
    const third = await createFactoryApplication(ctx.db, factory, applicant.user.id, 8, 9);
    expect(
      (await owner.agent.patch(`/api/factoryApplications/${second}`, { status: 'accepted' })).statusCode,
    ).toBe(200);

    const page1 = (await applicant.agent.get('/api/factoryApplications?role=sent&per_page=2')).json();
    expect(ids(page1)).toEqual([third, second]);
    const page2 = (
      await applicant.agent.get(
        `/api/factoryApplications?role=sent&per_page=2&cursor=${page1.meta.next_cursor}`,
      )
    ).json();
    expect(ids(page2)).toEqual([first]);
    expect(page2.meta.next_cursor).toBeNull();

    const received = async (status: string) =>
      ids((await owner.agent.get(`/api/factoryApplications?role=received&status=${status}`)).json());
    expect(await received('pending')).toEqual([third, first]);
    expect(await received('accepted')).toEqual([second]);
    expect(await received('declined')).toEqual([]);
    // Nobody else's.
    expect(ids((await applicant.agent.get('/api/factoryApplications?role=received')).json())).toEqual([]);
    expect((await applicant.agent.get('/api/factoryApplications?status=maybe')).statusCode).toBe(422);
  });

  it('my factories and my freelancer profile (only mine; a visitor is asked to sign in)', async () => {
    const owner = await member();
    const other = await member();
    const factory = await createFactory(ctx.db, owner.user.id);
    await createFactory(ctx.db, other.user.id);
    expect(ids((await owner.agent.get('/api/factories?mine=1')).json())).toEqual([factory]);
    const profile = await createFreelancer(ctx.db, owner.user.id);
    await createFreelancer(ctx.db, other.user.id);
    const mine = (await owner.agent.get('/api/freelancers?mine=1')).json();
    expect(mine.data).toEqual([expect.objectContaining({ id: profile, is_mine: true, is_hidden: false })]);
    expect(ids((await (await member()).agent.get('/api/freelancers?mine=1')).json())).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/freelancers?mine=1' })).statusCode).toBe(401);
  });
});
