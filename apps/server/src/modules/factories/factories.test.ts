import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, signedInMember } from '../../../test/factories.ts';
import { dayFromToday as day } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const factoryBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'CNC shop, second shift',
  description: 'Two machining centres free at night.',
  city: '충청남도',
  county: '천안시',
  floor_area: 650,
  capabilities: ['milling', 'turning'],
  equipment: [
    { name: 'Machining centre', make: 'Doosan', model: 'DNM 5700', year: 2019 },
    { name: 'Lathe', make: 'Hwacheon' },
  ],
  certifications: 'ISO 9001',
  periods: [{ starts_on: day(1), ends_on: day(60) }],
  ...overrides,
});
const countApplications = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('factory_applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('factory sharing', () => {
  it('lists a factory with its equipment, found by region and capability', async () => {
    const owner = await member();
    const created = await owner.agent.post('/api/factories', factoryBody());
    expect(created.statusCode, created.body).toBe(201);
    const factory = created.json().data;
    expect(factory).toMatchObject({
      title: 'CNC shop, second shift',
      floor_area: 650,
      capabilities: ['milling', 'turning'],
      periods: [{ starts_on: day(1), ends_on: day(60) }],
      taken: [],
      is_owner: true,
    });
    expect(factory.equipment[0]).toEqual({
      name: 'Machining centre',
      make: 'Doosan',
      model: 'DNM 5700',
      year: 2019,
    });

    const found = (await owner.agent.get('/api/factories?city=충청남도&capability=milling')).json().data;
    expect(found.map((f: { id: number }) => f.id)).toContain(factory.id);
    const other = (await owner.agent.get('/api/factories?capability=welding')).json().data;
    expect(other.map((f: { id: number }) => f.id)).not.toContain(factory.id);

    // Multipart (the web's body) sends the machines as one JSON text field.
    const { equipment, capabilities, periods, ...fields } = factoryBody();
    const multipart = await owner.agent.post(
      '/api/factories',
      {
        ...fields,
        'capabilities[]': capabilities,
        equipment: JSON.stringify(equipment),
        periods: JSON.stringify(periods),
      },
      { multipart: true },
    );
    expect(multipart.statusCode, multipart.body).toBe(201);
    expect(multipart.json().data.equipment).toHaveLength(2);
    expect(multipart.json().data.periods).toEqual(periods);

    const bad = await owner.agent.post(
      '/api/factories',
      factoryBody({ periods: [{ starts_on: day(1), ends_on: day(0) }], floor_area: 0 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['periods.ends_on']).toEqual(['The period cannot end before it starts.']);
  });

  it('accepts an application for a free week and refuses an overlapping one, at applying and at accepting', async () => {
    const owner = await member();
    const [first, second, third] = [await member(), await member(), await member()];
    const factoryId = (await owner.agent.post('/api/factories', factoryBody())).json().data.id;
    const apply = (agent: typeof first.agent, from: number, to: number) =>
      agent.post('/api/factoryApplications', {
        factory_id: factoryId,
        starts_on: day(from),
        ends_on: day(to),
        message: 'Night shifts, please.',
      });

    const own = await apply(owner.agent, 2, 8);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot apply for your own factory.');
    const outside = await apply(first.agent, 50, 70);
    expect(outside.json().errors.starts_on).toEqual(['Please apply within the period the factory is free.']);

    const week = (await apply(first.agent, 2, 8)).json().data;
    const overlapping = (await apply(second.agent, 5, 12)).json().data;
    expect(week.status).toBe('pending');
    const received = (await owner.agent.get('/api/factoryApplications?role=received')).json().data;
    expect(received.map((a: { id: number }) => a.id)).toEqual([overlapping.id, week.id]);
    expect(
      (await first.agent.get('/api/factoryApplications')).json().data.map((a: { id: number }) => a.id),
    ).toEqual([week.id]);

    // Only the owner answers.
    expect(
      (await first.agent.patch(`/api/factoryApplications/${week.id}`, { status: 'accepted' })).statusCode,
    ).toBe(404);
    const accepted = await owner.agent.patch(`/api/factoryApplications/${week.id}`, { status: 'accepted' });
    expect(accepted.json().data.status).toBe('accepted');

    const refused = await owner.agent.patch(`/api/factoryApplications/${overlapping.id}`, {
      status: 'accepted',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This period overlaps one already given to someone else.');
    const stored = await ctx.db
      .selectFrom('factory_applications')
      .select('status')
      .where('id', '=', overlapping.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');

    const before = await countApplications();
    const late = await apply(third.agent, 8, 9);
    expect(late.json().errors.starts_on).toEqual(['This period overlaps one already given to someone else.']);
    expect(await countApplications()).toBe(before);
    expect((await apply(third.agent, 9, 15)).statusCode).toBe(201);

    const detail = (await third.agent.get(`/api/factories/${factoryId}`)).json().data;
    expect(detail.taken).toEqual([{ starts_on: day(2), ends_on: day(8) }]);
    const again = await owner.agent.patch(`/api/factoryApplications/${week.id}`, { status: 'declined' });
    expect(again.json().message).toBe('This application has already been answered.');

    const alarms = await ctx.db
      .selectFrom('alarms')
      .select(['user_id', 'params'])
      .where('user_id', 'in', [owner.user.id, first.user.id])
      .orderBy('id')
      .execute();
    expect(alarms.map((a) => [a.user_id, a.params.event])).toEqual([
      [owner.user.id, 'application'],
      [owner.user.id, 'application'],
      [first.user.id, 'accepted'],
      [owner.user.id, 'application'],
    ]);
  });

  it('takes several free periods, none overlapping another, at most the limit, none in the past', async () => {
    const owner = await member();
    const countFactories = async () =>
      (await ctx.db.selectFrom('factories').select('id').where('user_id', '=', owner.user.id).execute())
        .length;
    const cases: [unknown, string, string][] = [
      [
        [
          { starts_on: day(1), ends_on: day(10) },
          { starts_on: day(10), ends_on: day(20) },
        ],
        'periods.starts_on',
        'This period overlaps another one.',
      ],
      [
        Array.from({ length: 11 }, (_, i) => ({ starts_on: day(i * 3 + 1), ends_on: day(i * 3 + 2) })),
        'periods',
        'You can add up to 10 periods.',
      ],
      [
        [{ starts_on: day(-1), ends_on: day(5) }],
        'periods.starts_on',
        'The period cannot start in the past.',
      ],
      [[], 'periods', 'Add at least one free period.'],
    ];
    for (const [periods, field, message] of cases) {
      const response = await owner.agent.post('/api/factories', factoryBody({ periods }));
      expect(response.statusCode, JSON.stringify(periods)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(await countFactories()).toBe(0);

    // Given in any order, shown soonest first; the days between two periods are not free.
    const periods = [
      { starts_on: day(30), ends_on: day(60) },
      { starts_on: day(1), ends_on: day(20) },
    ];
    const created = await owner.agent.post('/api/factories', factoryBody({ periods }));
    expect(created.statusCode, created.body).toBe(201);
    const factory = created.json().data;
    expect(factory.periods).toEqual([periods[1], periods[0]]);
    const listed = (await owner.agent.get('/api/factories?mine=1')).json().data;
    expect(listed[0].periods).toEqual(factory.periods);

    const applicant = await member();
    const apply = (from: number, to: number) =>
      applicant.agent.post('/api/factoryApplications', {
        factory_id: factory.id,
        starts_on: day(from),
        ends_on: day(to),
        message: 'Two weeks, please.',
      });
    const before = await countApplications();
    for (const [from, to] of [
      [15, 35], // across two periods
      [22, 25], // between them
      [55, 65], // past the last
    ] as const) {
      const response = await apply(from, to);
      expect(response.statusCode, `${from}-${to}`).toBe(422);
      expect(response.json().errors.starts_on).toEqual([
        'Please apply within the period the factory is free.',
      ]);
    }
    expect(await countApplications()).toBe(before);
    expect((await apply(30, 40)).statusCode).toBe(201);
    expect((await apply(1, 20)).statusCode).toBe(201);
  });

  it('hides factories across a block', async () => {
    const owner = await member();
    const blocked = await member();
    await block(ctx.db, owner.user.id, blocked.user.id);
    const id = (await owner.agent.post('/api/factories', factoryBody())).json().data.id;
    expect((await blocked.agent.get(`/api/factories/${id}`)).statusCode).toBe(404);
    const apply = await blocked.agent.post('/api/factoryApplications', {
      factory_id: id,
      starts_on: day(2),
      ends_on: day(3),
      message: 'Hello',
    });
    expect(apply.statusCode).toBe(404);
  });
});

describe('one pending application per member, factory and period', () => {
  it('takes the first of identical applications, sent one after another or at once; the rest get a 422', async () => {
    const owner = await member();
    const applicant = await member();
    const factoryId = (await owner.agent.post('/api/factories', factoryBody())).json().data.id;
    const apply = (from: number, to: number) =>
      applicant.agent.post('/api/factoryApplications', {
        factory_id: factoryId,
        starts_on: day(from),
        ends_on: day(to),
        message: 'Night shifts, please.',
      });
    const before = await countApplications();

    const sequential = [await apply(2, 8), await apply(2, 8), await apply(6, 10)];
    expect(sequential.map((r) => r.statusCode)).toEqual([201, 422, 422]);
    expect(sequential[1]!.json().errors).toEqual({
      starts_on: ['You already have an application waiting for this factory in these dates.'],
    });
    const parallel = await Promise.all(Array.from({ length: 20 }, () => apply(20, 25)));
    expect(parallel.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(parallel.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect(await countApplications()).toBe(before + 2);

    // Another period, another member, or the same period once the first was answered: taken.
    expect((await apply(30, 35)).statusCode).toBe(201);
    const other = await member();
    const theirs = await other.agent.post('/api/factoryApplications', {
      factory_id: factoryId,
      starts_on: day(2),
      ends_on: day(8),
      message: 'Weekends.',
    });
    expect(theirs.statusCode).toBe(201);
    const first = sequential[0]!.json().data.id;
    await owner.agent.patch(`/api/factoryApplications/${first}`, { status: 'declined' });
    expect((await apply(2, 8)).statusCode).toBe(201);
  });
});
