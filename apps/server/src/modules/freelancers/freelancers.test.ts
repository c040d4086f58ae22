import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, signedInMember } from '../../../test/factories.ts';
import { createFreelancer } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const profile = (overrides: Record<string, unknown> = {}) => ({
  headline: 'PLC and electrical work',
  skills: ['plc_electrical', 'machine_repair'],
  city: '울산광역시',
  travel_km: 80,
  experience_years: 15,
  hourly_rate: 60_000,
  bio: 'Siemens, Mitsubishi and LS PLCs.',
  ...overrides,
});

describe('freelancers', () => {
  it('publishes one profile per member (a second post replaces it) and is found by skill and region', async () => {
    const { user, agent } = await member();
    const first = await agent.post('/api/freelancers', profile());
    expect(first.statusCode, first.body).toBe(200);
    const again = await agent.post('/api/freelancers', profile({ headline: 'PLC, panels and repair' }));
    expect(again.json().data).toMatchObject({
      id: first.json().data.id,
      headline: 'PLC, panels and repair',
      is_mine: true,
    });
    const rows = await ctx.db.selectFrom('freelancers').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);

    const visitor = await member();
    const found = (await visitor.agent.get('/api/freelancers?skill=plc_electrical&city=울산광역시')).json()
      .data;
    expect(found.map((f: { user: { id: number } }) => f.user.id)).toContain(user.id);
    const welding = (await visitor.agent.get('/api/freelancers?skill=welding&city=울산광역시')).json().data;
    expect(welding.map((f: { user: { id: number } }) => f.user.id)).not.toContain(user.id);
  });

  it('keeps the hourly rate in the member’s country’s currency, else the client’s', async () => {
    const japanese = await member();
    await ctx.db.updateTable('users').set({ country: 'JP' }).where('id', '=', japanese.user.id).execute();
    const published = await japanese.agent.post('/api/freelancers', profile({ hourly_rate: 5_000 }));
    expect(published.json().data).toMatchObject({ hourly_rate: 5_000, country: 'JP' });
    const unplaced = await member();
    await ctx.db.updateTable('users').set({ country: null }).where('id', '=', unplaced.user.id).execute();
    const german = await unplaced.agent.post('/api/freelancers', profile(), {
      headers: { 'x-country': 'DE' },
    });
    expect(german.json().data.country).toBe('DE');
    const stored = await ctx.db
      .selectFrom('freelancers')
      .select('country')
      .where('user_id', '=', unplaced.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.country).toBe('DE');
  });

  it('refuses a profile without skills or with an unknown one, storing nothing', async () => {
    const { user, agent } = await member();
    const none = await agent.post('/api/freelancers', profile({ skills: [] }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.skills).toEqual(['Please choose at least one skill.']);
    expect((await agent.post('/api/freelancers', profile({ skills: ['juggling'] }))).statusCode).toBe(422);
    const rows = await ctx.db.selectFrom('freelancers').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('never shows members across a block to each other', async () => {
    const freelancer = await member();
    const blocked = await member();
    await block(ctx.db, freelancer.user.id, blocked.user.id);
    const id = await createFreelancer(ctx.db, freelancer.user.id, ['welding'], '부산광역시');
    expect((await blocked.agent.get(`/api/freelancers/${id}`)).statusCode).toBe(404);
    const list = (await blocked.agent.get('/api/freelancers?city=부산광역시')).json().data;
    expect(list.map((f: { id: number }) => f.id)).not.toContain(id);
  });
});
