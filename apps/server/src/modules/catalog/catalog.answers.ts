/**
 * The boot calls' answers (spec §7) as their routes send them (`catalog.routes.ts`), and as a
 * drawn page carries them for the app's start (`catalog.first-screen.ts`).
 */
import type {
  CategoryDto,
  CategoryKind,
  Language,
  PlaceNamesDto,
  SettingsDto,
  VersionsDto,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { localize } from '../../lib/localize.ts';
import { findSettings, findVersions, listCategories, listPlaceNames } from './catalog.repository.ts';

export async function categoriesIn(db: Db, kind: CategoryKind, language: Language): Promise<CategoryDto[]> {
  const rows = await listCategories(db, kind);
  return rows.map((row) => ({ id: row.id, kind, slug: row.slug, title: localize(row.titles, language) }));
}

export async function placeNamesIn(db: Db, language: Language): Promise<PlaceNamesDto> {
  const rows = await listPlaceNames(db, language);
  const counties: PlaceNamesDto['counties'] = {};
  for (const { city, name, label } of rows.counties) (counties[city] ??= {})[name] = label;
  return { cities: Object.fromEntries(rows.cities.map((row) => [row.name, row.label])), counties };
}

export async function currentSettings(db: Db): Promise<SettingsDto> {
  const row = await findSettings(db);
  return { min_price_for_show: row?.min_price_for_show ?? 0 };
}

export async function currentVersions(db: Db): Promise<VersionsDto> {
  const row = await findVersions(db);
  return { ios: row?.ios ?? '0.0.0', android: row?.android ?? '0.0.0' };
}
