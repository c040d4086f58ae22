import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, signedInMember } from '../../../test/factories.ts';
import { createFactory, createFactoryApplication, dayFromToday } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const factoryRow = (id: number) =>
  ctx.db.selectFrom('factories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const applicationRows = (factoryId: number) =>
  ctx.db.selectFrom('factory_applications').selectAll().where('factory_id', '=', factoryId).execute();

describe('editing a factory', () => {
  it('lets the owner change what was sent and clear an optional field', async () => {
    const owner = await member();
    const id = await createFactory(ctx.db, owner.user.id);
    await ctx.db.updateTable('factories').set({ certifications: 'ISO 9001' }).where('id', '=', id).execute();
    const response = await owner.agent.patch(`/api/factories/${id}`, {
      title: 'CNC shop, night shift',
      capabilities: ['welding'],
      equipment: [{ name: 'TIG welder', year: 2021 }],
      certifications: '',
      periods: [
        { starts_on: dayFromToday(1), ends_on: dayFromToday(20) },
        { starts_on: dayFromToday(40), ends_on: dayFromToday(90) },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'CNC shop, night shift',
      capabilities: ['welding'],
      equipment: [{ name: 'TIG welder', year: 2021 }],
      certifications: null,
      periods: [
        { starts_on: dayFromToday(1), ends_on: dayFromToday(20) },
        { starts_on: dayFromToday(40), ends_on: dayFromToday(90) },
      ],
      description: 'Two machining centres free at night.',
    });
  });

  it('keeps a start that has passed but refuses a new one in the past', async () => {
    const owner = await member();
    const id = await createFactory(ctx.db, owner.user.id);
    await ctx.db
      .updateTable('factory_periods')
      .set({ starts_on: dayFromToday(-5) })
      .where('factory_id', '=', id)
      .execute();
    const running = { starts_on: dayFromToday(-5), ends_on: dayFromToday(60) };
    const kept = await owner.agent.patch(`/api/factories/${id}`, {
      periods: [running, { starts_on: dayFromToday(70), ends_on: dayFromToday(80) }],
      floor_area: 800,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.periods).toHaveLength(2);
    const moved = await owner.agent.patch(`/api/factories/${id}`, {
      periods: [{ starts_on: dayFromToday(-2), ends_on: dayFromToday(60) }],
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors['periods.starts_on'][0]).toBe('The period cannot start in the past.');
    expect((await owner.agent.get(`/api/factories/${id}`)).json().data.periods).toEqual([
      running,
      { starts_on: dayFromToday(70), ends_on: dayFromToday(80) },
    ]);
  });

  it('refuses bad input, another member and a blocked member, changing nothing', async () => {
    const owner = await member();
    const other = await member();
    const blocked = await member();
    const id = await createFactory(ctx.db, owner.user.id);
    await block(ctx.db, owner.user.id, blocked.user.id);
    const before = await factoryRow(id);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ periods: [{ starts_on: dayFromToday(10), ends_on: dayFromToday(9) }] }, 'periods.ends_on'],
      [{ periods: [] }, 'periods'],
      [
        {
          periods: [
            { starts_on: dayFromToday(1), ends_on: dayFromToday(10) },
            { starts_on: dayFromToday(10), ends_on: dayFromToday(20) },
          ],
        },
        'periods.starts_on',
      ],
      [{ floor_area: 0 }, 'floor_area'],
      [{ capabilities: ['juggling'] }, 'capabilities'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.agent.patch(`/api/factories/${id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors).some((key) => key.startsWith(field))).toBe(true);
    }
    expect((await other.agent.patch(`/api/factories/${id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await blocked.agent.patch(`/api/factories/${id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect(await factoryRow(id)).toEqual(before);
  });
});

describe('withdrawing an application', () => {
  it('deletes the applicant’s own pending application; not someone else’s, not an answered one', async () => {
    const owner = await member();
    const applicant = await member();
    const other = await member();
    const factoryId = await createFactory(ctx.db, owner.user.id);
    const pending = await createFactoryApplication(ctx.db, factoryId, applicant.user.id, 2, 4);
    const answered = await createFactoryApplication(ctx.db, factoryId, applicant.user.id, 10, 12);
    expect(
      (await owner.agent.patch(`/api/factoryApplications/${answered}`, { status: 'accepted' })).statusCode,
    ).toBe(200);

    expect((await other.agent.delete(`/api/factoryApplications/${pending}`)).statusCode).toBe(404);
    expect((await owner.agent.delete(`/api/factoryApplications/${pending}`)).statusCode).toBe(404);
    const late = await applicant.agent.delete(`/api/factoryApplications/${answered}`);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('Only a pending application can be withdrawn.');
    expect((await applicationRows(factoryId)).map((a) => a.id).sort()).toEqual([pending, answered].sort());

    expect((await applicant.agent.delete(`/api/factoryApplications/${pending}`)).statusCode).toBe(204);
    expect((await applicationRows(factoryId)).map((a) => a.id)).toEqual([answered]);
    expect((await applicant.agent.delete(`/api/factoryApplications/${pending}`)).statusCode).toBe(404);
  });
});
