import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { signedInMember } from '../../../test/factories.ts';
import { latheIds, lathePost } from '../../../test/machines.ts';
import { serialKeyOf } from './serial-checks.ts';

/** Issue 28: the same maker and serial on several live posts goes to the moderation desk. */

let ctx: TestContext;
let ids: Awaited<ReturnType<typeof latheIds>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  ids = await latheIds(ctx.db);
});
afterAll(() => ctx.close());

const member = (values: Parameters<typeof signedInMember>[2] = {}) => signedInMember(ctx.app, ctx.db, values);
type Member = Awaited<ReturnType<typeof member>>;

const lathe = (maker: string, serial: string) => lathePost(ids, { specs: { maker, serial_number: serial } });

async function postLathe(seller: Member, maker: string, serial: string) {
  const response = await seller.agent.post('/api/products', lathe(maker, serial));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; serial_duplicate?: true };
}

const deskEntries = (productId: number) =>
  ctx.db
    .selectFrom('reports')
    .select(['kind', 'reporter_id', 'target_user_id', 'reason', 'text', 'status'])
    .where('reportable_id', '=', productId)
    .where('reason', '=', 'duplicate_serial')
    .execute();

describe('serial numbers checked', () => {
  it('puts the second live post of a machine on the desk, and tells its seller only', async () => {
    const [first, second, other] = await Promise.all([member(), member(), member()]);
    const original = await postLathe(first, 'Doosan', 'SN-77-1187');
    expect(original.serial_duplicate).toBeUndefined();
    expect(await deskEntries(original.id)).toEqual([]);

    const copy = await postLathe(second, ' doosan', 'sn 77.1187');
    expect(copy.serial_duplicate).toBe(true);
    expect(await deskEntries(copy.id)).toEqual([
      {
        kind: 'product',
        reporter_id: null,
        target_user_id: second.user.id,
        reason: 'duplicate_serial',
        text: `#${original.id} (member #${first.user.id})`,
        status: 'open',
      },
    ]);
    // Never shown to other members; the first seller sees their post has a twin.
    expect((await other.agent.get(`/api/products/${copy.id}`)).json().data.serial_duplicate).toBeUndefined();
    expect((await first.agent.get(`/api/products/${original.id}`)).json().data.serial_duplicate).toBe(true);

    // An edit while the entry is open adds no second one.
    expect(
      (await second.agent.patch(`/api/products/${copy.id}`, lathe('Doosan', 'SN771187'))).statusCode,
    ).toBe(200);
    expect(await deskEntries(copy.id)).toHaveLength(1);
  });

  it('shows the entry to the desk with its reason, and keeps the reason out of members’ reports', async () => {
    const admin = await member({ isAdmin: true });
    const [a, b] = await Promise.all([member(), member()]);
    await postLathe(a, 'Hwacheon', 'HL-460-0042');
    const copy = await postLathe(b, 'Hwacheon', 'HL4600042');
    const desk = await admin.agent.get('/api/admin/reports?kind=product');
    expect(desk.statusCode).toBe(200);
    expect(desk.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reportable_id: copy.id, reason: 'duplicate_serial', reporter: null }),
      ]),
    );
    const refused = await a.agent.post('/api/reports', {
      reportable_type: 'product',
      reportable_id: copy.id,
      reason: 'duplicate_serial',
    });
    expect(refused.statusCode).toBe(422);
  });

  it('flags nothing for another maker, a deleted twin, or no serial', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const first = await postLathe(a, 'Okuma', 'OK-1');
    const otherMaker = await postLathe(b, 'Mazak', 'OK-1');
    expect(await deskEntries(otherMaker.id)).toEqual([]);
    expect((await a.agent.delete(`/api/products/${first.id}`)).statusCode).toBe(200);
    const afterDelete = await postLathe(b, 'Okuma', 'OK-1');
    expect(await deskEntries(afterDelete.id)).toEqual([]);
  });
});

describe('serialKeyOf', () => {
  it('folds the maker’s case and drops the serial’s separators; needs both', () => {
    expect(serialKeyOf(' Doosan ', 'p4-1187 / a')).toBe('doosan|P41187A');
    expect(serialKeyOf('Doosan', '')).toBeNull();
    expect(serialKeyOf(undefined, 'P4')).toBeNull();
  });
});
