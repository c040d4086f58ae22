/**
 * The shapes of the JSON columns that are not a contracts type. `schema.ts` is generated from the
 * migrated database and imports these through the overrides of `db/codegen.ts`.
 */
export interface NotificationPreferences {
  chat: boolean;
  keyword: boolean;
  price_drop: boolean;
  followed_post: boolean;
  review: boolean;
  service: boolean;
  marketing: boolean;
  night_quiet: boolean;
}

/** One machine of a factory listing (`factories.equipment`). */
export interface FactoryEquipment {
  name: string;
  make?: string;
  model?: string;
  year?: number;
}
