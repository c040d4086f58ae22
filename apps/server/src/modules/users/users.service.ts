import type { Language, UpdateLocationInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { Geocoder } from '../../lib/geocoder.ts';
import { clearPushToken, findUserById, updateUser } from './users.repository.ts';

export type DevicePreferences = {
  push_token?: string | null;
  language?: Language;
  location?: UpdateLocationInput;
};

/**
 * Saves a device preference on the member's account (a visitor's stays in their session: the
 * route keeps it there, so the app's boot calls never bounce a visitor to the login screen).
 */
export async function saveMemberDevicePreference(db: Db, userId: number, values: DevicePreferences) {
  if ('push_token' in values) {
    // One device notifies one account: the token leaves any other account first.
    await db.transaction().execute(async (trx) => {
      if (values.push_token) await clearPushToken(trx, values.push_token, userId);
      await updateUser(trx, userId, { push_token: values.push_token ?? null });
    });
  }
  if (values.language) await updateUser(db, userId, { language: values.language });
  if (values.location) {
    const { lat, lon, country, city, county, town, village } = values.location;
    await updateUser(db, userId, {
      lat,
      lon,
      country: country ?? null,
      // The activity area (city, county) is the member's choice; the device's goes alongside.
      location_city: city ?? null,
      location_county: county ?? null,
      town: town ?? null,
      village: village ?? null,
    });
  }
}

const LOCATION_PARTS = ['country', 'city', 'county', 'town', 'village'] as const;

/**
 * The device's place to store. The app may send only coordinates (POSITION): the parts it did not
 * send come from the geocoder; the ones it sent win. A failing geocoder leaves what was sent.
 */
export async function completeLocation(
  geocoder: Geocoder,
  location: UpdateLocationInput,
  language: Language,
  onGeocoderError: (error: unknown) => void,
): Promise<UpdateLocationInput> {
  const { lat, lon, ...sent } = location;
  const isComplete = LOCATION_PARTS.every((part) => sent[part]);
  const found = isComplete
    ? null
    : await geocoder.reverse({ lat, lon }, language).catch((error: unknown) => {
        onGeocoderError(error);
        return null;
      });
  return {
    lat,
    lon,
    country: sent.country ?? found?.country ?? undefined,
    city: sent.city ?? found?.city ?? undefined,
    county: sent.county ?? found?.county ?? undefined,
    town: sent.town ?? found?.town ?? undefined,
    village: sent.village ?? found?.village ?? undefined,
  };
}

/** A member's row as `GET /api/user` shows it; 404 when there is none. */
export async function requireUserRow(db: Db, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return user;
}
