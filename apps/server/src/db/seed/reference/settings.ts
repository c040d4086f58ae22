import type { SeedContext } from '../context.ts';

/** Spec §9: the minimum price to show comes from settings; the app starts at 1,000. */
export const DEFAULT_MIN_PRICE_FOR_SHOW = 1000;
export const DEFAULT_APP_VERSIONS = { ios: '1.0.0', android: '1.0.0' } as const;

/** One settings row and one versions row, created only when the table is empty. */
export async function seedSettings({ trx, tally }: SeedContext): Promise<void> {
  const settings = await trx.selectFrom('settings').select('id').limit(1).executeTakeFirst();
  if (!settings) {
    await trx.insertInto('settings').values({ min_price_for_show: DEFAULT_MIN_PRICE_FOR_SHOW }).execute();
    tally.add('settings', 1);
  }
  const versions = await trx.selectFrom('versions').select('id').limit(1).executeTakeFirst();
  if (!versions) {
    await trx
      .insertInto('versions')
      .values({ ...DEFAULT_APP_VERSIONS })
      .execute();
    tally.add('versions', 1);
  }
}
