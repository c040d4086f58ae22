import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { emailIdentity } from '../rejoin-bans/rejoin-bans.identities.ts';
import { addRejoinBans } from '../rejoin-bans/rejoin-bans.repository.ts';
import { runExclusive } from '../../jobs/scheduler.ts';
import { retentionCutoff, withdrawnPurgeJob } from './withdrawn-purge.job.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const monthsAgo = (months: number, days = 0) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

describe('withdrawn-purge job', () => {
  it('anonymises accounts withdrawn more than 6 months ago, under its advisory lock, and keeps newer ones', async () => {
    const { db } = database;
    const old = await createUser(db, { email: 'old@example.test', nickname: 'oldone', pushToken: 'tok-old' });
    const recent = await createUser(db, { email: 'recent@example.test' });
    const live = await createUser(db);
    await db
      .updateTable('users')
      .set({
        contact: '01011112222',
        name: '오래된',
        location_city: '부산광역시',
        lat: 35.1,
        lon: 129.0,
        withdrawn_at: monthsAgo(6, 1),
      })
      .where('id', '=', old.id)
      .execute();
    await db
      .updateTable('users')
      .set({ withdrawn_at: monthsAgo(5) })
      .where('id', '=', recent.id)
      .execute();
    const product = await createProduct(db, old.id);

    expect(await runExclusive(db, withdrawnPurgeJob)).toBe(true);

    const purged = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(purged).toMatchObject({
      email: `withdrawn-${old.id}@invalid`,
      nickname: `withdrawn-${old.id}`,
      password_hash: null,
      contact: null,
      name: null,
      push_token: null,
      city: null,
      county: null,
      location_city: null,
      lat: null,
      lon: null,
    });
    expect(purged.purged_at).not.toBeNull();
    // The row stays for what points at it.
    expect(
      await db.selectFrom('products').select('id').where('id', '=', product.id).executeTakeFirst(),
    ).toBeTruthy();
    const kept = await db.selectFrom('users').selectAll().where('id', 'in', [recent.id, live.id]).execute();
    expect(kept.map((u) => u.email).sort()).toEqual([live.email, 'recent@example.test'].sort());
    expect(kept.every((u) => u.purged_at === null)).toBe(true);
  });

  it('drops rejoin bans that ran out and keeps running ones', async () => {
    const { db } = database;
    await addRejoinBans(db, [emailIdentity('expired@example.test')], new Date(Date.now() - 1000));
    await addRejoinBans(db, [emailIdentity('running@example.test')], new Date(Date.now() + 86_400_000));
    await runExclusive(db, withdrawnPurgeJob);
    const bans = await db.selectFrom('rejoin_bans').select('banned_until').execute();
    expect(bans).toHaveLength(1);
    expect(new Date(bans[0]!.banned_until).getTime()).toBeGreaterThan(Date.now());
  });

  it('computes the 6-month cutoff', () => {
    expect(retentionCutoff(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-05-23T10:00:00.000Z');
  });
});
