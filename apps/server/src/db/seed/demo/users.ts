import { sql } from 'kysely';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@steelyard/contracts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { SeedContext } from '../context.ts';
import { avatarSvg, renderJpeg } from './photos.ts';
import { saveImage } from '../../../modules/images/images.service.ts';
import { mapWithLimit } from '../../../lib/map-with-limit.ts';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'steelyard';

export type DemoUserKey = 'admin' | 'member1' | 'member2' | 'member3' | 'member4' | 'member5';

export interface DemoUserSeed {
  key: DemoUserKey;
  email: string;
  nickname: string;
  isAdmin: boolean;
  /** Offered on the sample-login screen. */
  isSample: boolean;
  language: 'ko' | 'en' | 'de' | 'ja';
  country: string;
  /** Must match a seeded city and county (reference/regions). */
  city: string;
  county: string;
  town: string | null;
  lat: number;
  lon: number;
  contact: string | null;
  name: string | null;
  avatarHue: number;
}

export const DEMO_USERS: DemoUserSeed[] = [
  {
    key: 'admin',
    email: 'admin@steelyard.test',
    nickname: '관리자',
    isAdmin: true,
    isSample: false,
    language: 'ko',
    country: 'KR',
    city: '서울특별시',
    county: '중구',
    town: '을지로동',
    lat: 37.5663,
    lon: 126.9919,
    contact: null,
    name: null,
    avatarHue: 215,
  },
  {
    key: 'member1',
    email: 'member1@steelyard.test',
    nickname: '선반장인',
    isAdmin: false,
    isSample: false,
    language: 'ko',
    country: 'KR',
    city: '경상남도',
    county: '창원시',
    town: '성주동',
    lat: 35.2089,
    lon: 128.6789,
    contact: '010-2345-6781',
    name: '김정호',
    avatarHue: 190,
  },
  {
    key: 'member2',
    email: 'member2@steelyard.test',
    nickname: '공구상회',
    isAdmin: false,
    isSample: false,
    language: 'ko',
    country: 'KR',
    city: '서울특별시',
    county: '구로구',
    town: '구로동',
    lat: 37.4989,
    lon: 126.8829,
    contact: '010-3456-7892',
    name: '박상훈',
    avatarHue: 30,
  },
  {
    key: 'member3',
    email: 'member3@steelyard.test',
    nickname: 'Kansai Machine',
    isAdmin: false,
    isSample: false,
    language: 'ja',
    country: 'JP',
    city: '大阪府',
    county: '東大阪市',
    town: '高井田',
    lat: 34.6686,
    lon: 135.5739,
    contact: null,
    name: '中村 健一',
    avatarHue: 350,
  },
  {
    key: 'member4',
    email: 'member4@steelyard.test',
    nickname: 'Werkstatt Müller',
    isAdmin: false,
    isSample: true,
    language: 'de',
    country: 'DE',
    city: 'Baden-Württemberg',
    county: 'Stuttgart',
    town: 'Feuerbach',
    lat: 48.8136,
    lon: 9.1617,
    contact: null,
    name: 'Jonas Müller',
    avatarHue: 110,
  },
  {
    key: 'member5',
    email: 'member5@steelyard.test',
    nickname: '부품나라',
    isAdmin: false,
    isSample: true,
    language: 'ko',
    country: 'KR',
    city: '인천광역시',
    county: '남동구',
    town: '논현동',
    lat: 37.4037,
    lon: 126.7226,
    contact: null,
    name: null,
    avatarHue: 265,
  },
];

export interface DemoUsers {
  ids: Record<DemoUserKey, number>;
  /** Keys of the accounts this run created. */
  created: Set<DemoUserKey>;
}

/**
 * Creates the demo accounts that do not exist yet (by email, case-insensitive), each with a
 * generated profile picture. One password hash is shared: hashing costs ~0.4 s.
 */
export async function seedDemoUsers({ trx, storage, tally }: SeedContext): Promise<DemoUsers> {
  const existing = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      sql<string>`lower(email)`,
      'in',
      DEMO_USERS.map((user) => user.email.toLowerCase()),
    )
    .execute();
  const idByEmail = new Map(existing.map((row) => [row.email.toLowerCase(), row.id]));
  const missing = DEMO_USERS.filter((user) => !idByEmail.has(user.email.toLowerCase()));

  const created = new Set<DemoUserKey>();
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const user of missing) {
      const row = await trx
        .insertInto('users')
        .values({
          email: user.email,
          password_hash: passwordHash,
          nickname: user.nickname,
          name: user.name,
          contact: user.contact,
          is_admin: user.isAdmin,
          is_sample: user.isSample,
          language: user.language,
          country: user.country,
          city: user.city,
          county: user.county,
          town: user.town,
          lat: user.lat,
          lon: user.lon,
          notification_preferences: JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      idByEmail.set(user.email.toLowerCase(), row.id);
      created.add(user.key);
    }
    await mapWithLimit(missing, 2, async (user) => {
      const id = idByEmail.get(user.email.toLowerCase()) as number;
      const jpeg = await renderJpeg(avatarSvg(1000 + DEMO_USERS.indexOf(user), user.avatarHue));
      const imageId = await saveImage(trx, storage, jpeg, id);
      await trx.updateTable('users').set({ profile_image_id: imageId }).where('id', '=', id).execute();
    });
    tally.add('users', missing.length);
    tally.add('profile images', missing.length);
  }

  const ids = Object.fromEntries(
    DEMO_USERS.map((user) => [user.key, idByEmail.get(user.email.toLowerCase()) as number]),
  ) as Record<DemoUserKey, number>;
  return { ids, created };
}
