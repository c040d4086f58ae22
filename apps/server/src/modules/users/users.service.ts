import type { Language, UpdateLocationInput } from '@steelyard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { clearPushToken, findUserById, updateUser } from './users.repository.ts';

type DevicePreferences = { push_token?: string | null; language?: Language; location?: UpdateLocationInput };

/**
 * Saves a device preference: on the member's account when signed in, otherwise in the visitor's
 * session, so the app's boot calls never bounce a visitor to the login screen.
 */
async function saveDevicePreference(
  app: FastifyInstance,
  request: FastifyRequest,
  values: DevicePreferences,
) {
  const { db } = app.deps;
  if (!request.user) {
    await app.sessions.saveData(request, { ...request.session?.data, ...values });
    return;
  }
  const userId = request.user.id;
  if ('push_token' in values) {
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

/** Stores the device's push token (one device notifies one account). */
export const updatePushToken = (app: FastifyInstance, request: FastifyRequest, token: string | null) =>
  saveDevicePreference(app, request, { push_token: token });

export const updateLanguage = (app: FastifyInstance, request: FastifyRequest, language: Language) =>
  saveDevicePreference(app, request, { language });

const LOCATION_PARTS = ['country', 'city', 'county', 'town', 'village'] as const;

/**
 * Stores the device's place. The app may send only coordinates (POSITION): the parts it did not
 * send come from the geocoder; the ones it sent win. A failing geocoder stores what was sent.
 */
export async function updateLocation(
  app: FastifyInstance,
  request: FastifyRequest,
  location: UpdateLocationInput,
) {
  const { lat, lon, ...sent } = location;
  const isComplete = LOCATION_PARTS.every((part) => sent[part]);
  const found = isComplete
    ? null
    : await app.geocoder.reverse({ lat, lon }, request.ctx.language).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the geocoder failed; the location is stored as sent');
        return null;
      });
  await saveDevicePreference(app, request, {
    location: {
      lat,
      lon,
      country: sent.country ?? found?.country ?? undefined,
      city: sent.city ?? found?.city ?? undefined,
      county: sent.county ?? found?.county ?? undefined,
      town: sent.town ?? found?.town ?? undefined,
      village: sent.village ?? found?.village ?? undefined,
    },
  });
}

/** A member's row as `GET /api/user` shows it; 404 when there is none. */
export async function requireUserRow(db: Db, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return user;
}
