import { insertAdminAudit } from '../audits/audits.repository.ts';
import { announce, placesChanged, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import {
  findCity,
  findCityByName,
  findCounty,
  findCountyByName,
  insertCity,
  insertCounty,
  moveCity,
  moveCounty,
} from './places.repository.ts';

/** Moves every member and post using an unknown city name to a known city of the same country, audited. */
export async function mergeCity(
  db: Db,
  adminId: number,
  input: { country: string; name: string; city_id: number },
) {
  const moved = await db.transaction().execute(async (trx) => {
    const target = await findCity(trx, input.city_id);
    if (!target || target.country !== input.country)
      throw ValidationError.field('city_id', 'place.unknown_target');
    if (await findCityByName(trx, input.country, input.name))
      throw ValidationError.field('name', 'place.already_known');
    const moved = await moveCity(trx, input.country, input.name, target.name);
    await insertAdminAudit(trx, {
      adminId,
      action: 'city.merge',
      subjectType: 'city',
      subjectId: target.id,
      changes: { from: { country: input.country, name: input.name }, to: target.name, ...moved },
    });
    return moved;
  });
  announce(db, publicProductsChanged);
  return moved;
}

/** Adds an unknown city name as a known city of its country, audited. */
export async function addCity(db: Db, adminId: number, input: { country: string; name: string }) {
  const id = await db.transaction().execute(async (trx) => {
    if (await findCityByName(trx, input.country, input.name))
      throw ValidationError.field('name', 'place.already_known');
    const id = await insertCity(trx, input.country, input.name);
    await insertAdminAudit(trx, {
      adminId,
      action: 'city.add',
      subjectType: 'city',
      subjectId: id,
      changes: input,
    });
    return id;
  });
  announce(db, placesChanged);
  return id;
}

/** Moves every member and post using an unknown county name (under its city) to a known county, audited. */
export async function mergeCounty(
  db: Db,
  adminId: number,
  input: { country: string; city: string; name: string; county_id: number },
) {
  const moved = await db.transaction().execute(async (trx) => {
    const target = await findCounty(trx, input.county_id);
    if (!target || target.country !== input.country)
      throw ValidationError.field('county_id', 'place.unknown_target');
    const city = await findCityByName(trx, input.country, input.city);
    if (city && (await findCountyByName(trx, city.id, input.name)))
      throw ValidationError.field('name', 'place.already_known');
    const moved = await moveCounty(
      trx,
      input.country,
      { city: input.city, county: input.name },
      { city: target.city, county: target.name },
    );
    await insertAdminAudit(trx, {
      adminId,
      action: 'county.merge',
      subjectType: 'county',
      subjectId: target.id,
      changes: { from: { country: input.country, city: input.city, name: input.name }, to: target, ...moved },
    });
    return moved;
  });
  announce(db, publicProductsChanged);
  return moved;
}

/** Adds an unknown county name as a known county of its (known) city, audited. */
export async function addCounty(
  db: Db,
  adminId: number,
  input: { country: string; city: string; name: string },
) {
  const id = await db.transaction().execute(async (trx) => {
    const city = await findCityByName(trx, input.country, input.city);
    if (!city) throw ValidationError.field('city', 'place.city_unknown');
    if (await findCountyByName(trx, city.id, input.name))
      throw ValidationError.field('name', 'place.already_known');
    const id = await insertCounty(trx, city.id, input.name);
    await insertAdminAudit(trx, {
      adminId,
      action: 'county.add',
      subjectType: 'county',
      subjectId: id,
      changes: input,
    });
    return id;
  });
  announce(db, placesChanged);
  return id;
}
