/** Kysely's view of the tables. The migrations are the truth; keep this in step with them. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Localized } from '@steelyard/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;

export interface NotificationPreferences {
  chat: boolean;
  keyword: boolean;
  review: boolean;
  marketing: boolean;
  night_quiet: boolean;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  nickname: string;
  name: string | null;
  contact: string | null;
  is_admin: Generated<boolean>;
  is_sample: Generated<boolean>;
  language: Generated<string>;
  country: string | null;
  /** The activity area the member chose (province/state, city/district). */
  city: string | null;
  county: string | null;
  /** Where the device last said it was (updateLocation), with lat/lon, town and village. */
  location_city: string | null;
  location_county: string | null;
  town: string | null;
  village: string | null;
  lat: number | null;
  lon: number | null;
  push_token: string | null;
  profile_image_id: number | null;
  notification_preferences: Json<NotificationPreferences>;
  suspended_at: Timestamp | null;
  withdrawn_at: Timestamp | null;
  /** When a withdrawn account's personal data was anonymised (accounts). */
  purged_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_secret: string;
  data: Json<Record<string, unknown>>;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** A numeric id for the member's device list (accounts). */
  public_id: Generated<string>;
}

export interface CategoriesTable {
  id: Generated<number>;
  kind: string;
  slug: string;
  titles: Json<Localized>;
  position: number;
}

export interface ImagesTable {
  id: Generated<number>;
  user_id: number | null;
  path: string;
  thumb_path: string;
  width: number;
  height: number;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Generated<number>;
  user_id: number;
  category_id: number;
  type: string;
  status: Generated<string>;
  is_hidden: Generated<boolean>;
  title: string;
  price: ColumnType<number | null, number | null | undefined, number | null>;
  price_negotiable: Generated<boolean>;
  description: string;
  place_name: string | null;
  lat: number | null;
  lon: number | null;
  country: string;
  city: string | null;
  county: string | null;
  manufacturer: string | null;
  model: string | null;
  year_made: number | null;
  condition_grade: string | null;
  keywords: Generated<string[]>;
  /** Normalized character bigrams of title, keywords and description (search-grams.ts). */
  search_grams: Generated<string[]>;
  buyer_id: number | null;
  like_count: Generated<number>;
  chat_count: Generated<number>;
  view_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Timestamp | null;
}

export interface ProductImagesTable {
  product_id: number;
  image_id: number;
  position: number;
}

export interface NoticesTable {
  id: Generated<number>;
  category_id: number | null;
  title: Json<Localized>;
  content: Json<Localized>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FaqsTable {
  id: Generated<number>;
  category_id: number | null;
  question: Json<Localized>;
  answer: Json<Localized>;
  position: number;
  created_at: CreatedAt;
}

export interface EventsTable {
  id: Generated<number>;
  title: Json<Localized>;
  content: Json<Localized>;
  image_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: CreatedAt;
}

export interface PromotionsTable {
  id: Generated<number>;
  type: string;
  state: number;
  url: string | null;
  type_url: number;
  image_id: number;
  position: number;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  click_count: Generated<number>;
  view_count: Generated<number>;
  created_at: CreatedAt;
}

export interface MannersTable {
  id: Generated<number>;
  type: number;
  titles: Json<Localized>;
  position: number;
}

export interface CitiesTable {
  id: Generated<number>;
  country: string;
  name: string;
  position: number;
}

export interface CountiesTable {
  id: Generated<number>;
  city_id: number;
  name: string;
  position: number;
}

export interface SettingsTable {
  id: Generated<number>;
  min_price_for_show: number;
  updated_at: UpdatedAt;
}

export interface VersionsTable {
  id: Generated<number>;
  ios: string;
  android: string;
  updated_at: UpdatedAt;
}

export interface LogsTable {
  id: Generated<number>;
  user_id: number | null;
  memo: string;
  description: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface PromotionEventsTable {
  id: Generated<number>;
  user_id: number | null;
  clickable_type: string;
  clickable_id: number;
  viewable_type: string | null;
  viewable_id: number | null;
  created_at: CreatedAt;
}

export interface AdminAuditsTable {
  id: Generated<number>;
  admin_id: number;
  action: string;
  subject_type: string;
  subject_id: number | null;
  changes: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface BlocksTable {
  id: Generated<number>;
  blocker_id: number;
  blocked_id: number;
  created_at: CreatedAt;
}

export interface LikesTable {
  id: Generated<number>;
  user_id: number;
  likeable_type: string;
  likeable_id: number;
  created_at: CreatedAt;
}

export interface SearchesTable {
  id: Generated<number>;
  user_id: number | null;
  device_key: string | null;
  word: string;
  created_at: UpdatedAt;
}

export interface SearchCountsTable {
  day: string;
  word: string;
  count: Generated<number>;
}

export interface ProductViewsTable {
  product_id: number;
  viewer_key: string;
  created_at: CreatedAt;
}

// Chat (rooms per product and buyer, members, messages).
export interface ChatRoomsTable {
  id: Generated<number>;
  product_id: number;
  seller_id: number;
  buyer_id: number;
  last_message_id: number | null;
  message_count: Generated<number>;
  activity_at: UpdatedAt;
  closed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ChatMembersTable {
  room_id: number;
  user_id: number;
  notify: Generated<boolean>;
  last_read_message_id: Generated<number>;
  left_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  room_id: number;
  sender_id: number | null;
  kind: Generated<string>;
  body: Generated<string>;
  image_id: number | null;
  client_key: string | null;
  created_at: CreatedAt;
}

/* Notifications and keyword alerts (migration 2026_11_23_0106_alarms). */
export interface AlarmsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  actor_id: number | null;
  target_id: number | null;
  announcement_id: number | null;
  params: ColumnType<Record<string, string>, string | undefined, string>;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface AlarmAnnouncementsTable {
  id: Generated<number>;
  admin_id: number | null;
  title: string;
  body: string;
  audience: string;
  audience_value: string | null;
  recipient_count: Generated<number>;
  created_at: CreatedAt;
}

export interface KeywordAlertsTable {
  id: Generated<number>;
  user_id: number;
  keyword: string;
  normalized: string;
  grams: string[];
  created_at: CreatedAt;
}

export interface KeywordAlertHitsTable {
  product_id: number;
  user_id: number;
  created_at: CreatedAt;
}

/* Accounts: rejoin bans and one-time codes. */
export interface RejoinBansTable {
  identity_hash: string;
  banned_until: Timestamp;
  created_at: CreatedAt;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  purpose: string;
  target_hash: string;
  user_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  reset_token_hash: string | null;
  reset_expires_at: Timestamp | null;
  created_at: CreatedAt;
}

/* accounts-social: identities at outside providers linked to members. */
export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: CreatedAt;
  last_used_at: UpdatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  images: ImagesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  notices: NoticesTable;
  faqs: FaqsTable;
  events: EventsTable;
  promotions: PromotionsTable;
  manners: MannersTable;
  cities: CitiesTable;
  counties: CountiesTable;
  settings: SettingsTable;
  versions: VersionsTable;
  logs: LogsTable;
  clicks: PromotionEventsTable;
  views: PromotionEventsTable;
  admin_audits: AdminAuditsTable;
  blocks: BlocksTable;
  likes: LikesTable;
  searches: SearchesTable;
  search_counts: SearchCountsTable;
  product_views: ProductViewsTable;
  chat_rooms: ChatRoomsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  alarms: AlarmsTable;
  alarm_announcements: AlarmAnnouncementsTable;
  keyword_alerts: KeywordAlertsTable;
  keyword_alert_hits: KeywordAlertHitsTable;
  rejoin_bans: RejoinBansTable;
  one_time_codes: OneTimeCodesTable;
  social_accounts: SocialAccountsTable;
}
