import type { SeedContext } from '../context.ts';
import { countyNames, regionNames } from './place-names.ts';
import { DE_REGIONS } from './regions/de.ts';
import { JP_REGIONS } from './regions/jp.ts';
import { KR_REGIONS } from './regions/kr.ts';
import type { RegionSeed } from './regions/types.ts';
import { US_REGIONS } from './regions/us.ts';

/** Activity areas per country (ISO alpha-2, as users.country and products.country store it). */
export const REGION_SEEDS: Record<string, RegionSeed[]> = {
  KR: KR_REGIONS,
  JP: JP_REGIONS,
  DE: DE_REGIONS,
  US: US_REGIONS,
};

/**
 * Inserts missing cities by (country, name) and missing counties by (city, name), and brings the
 * seeded ones' names in the other languages up to date (`place-names.ts`). Areas an admin added or
 * merged stay as they are; positions follow the lists' natural order.
 */
export async function seedRegions({ trx, tally }: SeedContext): Promise<void> {
  for (const [country, regions] of Object.entries(REGION_SEEDS)) {
    const cities = await trx
      .insertInto('cities')
      .values(
        regions.map((region, position) => ({
          country,
          name: region.name,
          position,
          names: JSON.stringify(regionNames(country, region.name)),
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['country', 'name'])
          .doUpdateSet((eb) => ({ names: eb.ref('excluded.names') }))
          .where('cities.names', 'is distinct from', (eb) => eb.ref('excluded.names')),
      )
      .returning('id')
      .execute();
    tally.add('cities', cities.length);

    const ids = await trx
      .selectFrom('cities')
      .select(['id', 'name'])
      .where('country', '=', country)
      .execute();
    const idByName = new Map(ids.map((row) => [row.name, row.id]));
    const counties = regions.flatMap((region) => {
      const cityId = idByName.get(region.name);
      if (cityId === undefined) throw new Error(`City ${country}/${region.name} was not stored`);
      return region.counties.map((name, position) => ({
        city_id: cityId,
        name,
        position,
        names: JSON.stringify(countyNames(country, name)),
      }));
    });
    const inserted = await trx
      .insertInto('counties')
      .values(counties)
      .onConflict((oc) =>
        oc
          .columns(['city_id', 'name'])
          .doUpdateSet((eb) => ({ names: eb.ref('excluded.names') }))
          .where('counties.names', 'is distinct from', (eb) => eb.ref('excluded.names')),
      )
      .returning('id')
      .execute();
    tally.add('counties', inserted.length);
  }
}
