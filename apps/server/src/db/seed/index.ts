/**
 * Seeds the database: reference data the app needs everywhere (categories, manner tags, settings,
 * app versions, activity areas) and, with `demo`, demo accounts and content with generated photos.
 *
 * Idempotent: reference rows are matched by natural key (category kind+slug, manner type+English
 * title, city country+name, county city+name; settings and versions only when empty) and demo
 * accounts by email. Demo listings, notices, FAQs, events and promotions are created only in the
 * run that creates the demo admin account, so running this on every start adds nothing.
 *
 * Demo prices are whole units of the seller's currency (KRW, JPY, EUR): the products table has no
 * currency column, so readers infer it from products.country.
 */
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { SeedTally, type SeedContext } from './context.ts';
import { seedDemo } from './demo/index.ts';
import { seedCategories } from './reference/categories.ts';
import { seedManners } from './reference/manners.ts';
import { seedRegions } from './reference/regions.ts';
import { seedSettings } from './reference/settings.ts';

export interface SeedOptions {
  demo: boolean;
  log?: (line: string) => void;
}

/** Transaction-scoped advisory lock: app instances starting together seed one after the other. */
const SEED_LOCK_KEY = 7_264_190_331;

/** Seeds reference data (and demo data when asked) in one transaction; a second run changes nothing. */
export async function seedDatabase(db: Db, storage: FileStorage, options: SeedOptions): Promise<void> {
  const tally = new SeedTally();
  await db.transaction().execute(async (trx) => {
    // Inside the transaction every query goes through trx: PGlite has a single connection.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const ctx: SeedContext = { trx, storage, tally, now: new Date() };

    const categoryIds = await seedCategories(ctx);
    await seedManners(ctx);
    await seedSettings(ctx);
    await seedRegions(ctx);
    if (options.demo) await seedDemo(ctx, categoryIds);
  });
  if (tally.total > 0) options.log?.(`seeded: ${tally.summary()}`);
}
