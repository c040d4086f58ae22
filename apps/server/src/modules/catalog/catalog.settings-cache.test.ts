import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { settingsChanged } from '../../db/changes.ts';
import { writeFromOutside } from '../../../test/change-checker.ts';

describe('settings kept in memory', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const minPrice = async () =>
    (await ctx.app.inject({ url: '/api/settings' })).json().data[0].min_price_for_show;

  it('serves the kept settings until settingsChanged is heard, then the new ones at once', async () => {
    expect(await minPrice()).toBe(1000);
    // A write that does not tell the bus (another process, by hand) is not seen yet…
    await writeFromOutside(() => ctx.db.updateTable('settings').set({ min_price_for_show: 5000 }).execute());
    expect(await minPrice()).toBe(1000);
    // …and is, as soon as the change is published.
    ctx.app.bus.publish(settingsChanged.name);
    expect(await minPrice()).toBe(5000);
  });
});
