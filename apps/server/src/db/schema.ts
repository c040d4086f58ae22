/**
 * Kysely's view of the tables, generated from a database made by the migrations
 * (`npm run db:types`, see db/codegen.ts). Do not edit: change a migration and regenerate.
 * CI fails when this file differs from what the migrations produce (`npm run db:types:check`).
 */
import type { FactoryEquipment, NotificationPreferences } from './json-columns.ts';
import type { Localized, SpecChecklistItem, SpecField, SpecValues } from '@steelyard/contracts';
import type { ColumnType, JSONColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AdminAudits {
  action: string;
  admin_id: number;
  changes: Generated<JSONColumnType<Record<string, unknown>>>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  subject_id: number | null;
  subject_type: string;
}

export interface AlarmAnnouncements {
  admin_id: number | null;
  audience: string;
  audience_value: string | null;
  body: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  recipient_count: Generated<number>;
  title: string;
}

export interface Alarms {
  actor_id: number | null;
  announcement_id: number | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  params: Generated<JSONColumnType<Record<string, string>>>;
  read_at: Timestamp | null;
  target_id: number | null;
  user_id: number;
}

export interface Blocks {
  blocked_id: number;
  blocker_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
}

export interface Businesses {
  address: string;
  country: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  legal_name: string;
  proof_format: string;
  proof_key: string;
  proof_name: string;
  proof_size: number;
  refusal_reason: string | null;
  registration_number: string;
  representative: string;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  status: Generated<string>;
  submitted_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface BusinessSeatInvitations {
  accepted_at: Timestamp | null;
  accepted_by: number | null;
  business_id: number;
  code: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  email: string;
  expires_at: Timestamp;
  id: Generated<number>;
  revoked_at: Timestamp | null;
}

export interface BusinessSeats {
  business_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  owner_id: number;
  removed_at: Timestamp | null;
  removed_by: number | null;
  user_id: number;
}

export interface Categories {
  id: Generated<number>;
  kind: string;
  position: Generated<number>;
  slug: string;
  titles: JSONColumnType<Localized>;
}

export interface ChatMembers {
  created_at: Generated<Timestamp>;
  last_read_message_id: Generated<number>;
  left_at: Timestamp | null;
  notify: Generated<boolean>;
  room_id: number;
  user_id: number;
}

export interface ChatMessages {
  body: Generated<string>;
  client_key: string | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  image_id: number | null;
  kind: Generated<string>;
  offer_amount: number | null;
  offer_event: string | null;
  offer_id: number | null;
  room_id: number;
  seat_user_id: number | null;
  sender_id: number | null;
}

export interface ChatRooms {
  activity_at: Generated<Timestamp>;
  buyer_id: number;
  closed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  freelancer_id: number | null;
  id: Generated<number>;
  last_message_id: number | null;
  message_count: Generated<number>;
  product_id: number | null;
  seller_id: number;
  service_request_id: number | null;
}

export interface Cities {
  country: string;
  id: Generated<number>;
  name: string;
  names: Generated<Json>;
  position: Generated<number>;
}

export interface Clicks {
  clickable_id: number;
  clickable_type: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  user_id: number | null;
  viewable_id: number | null;
  viewable_type: string | null;
}

export interface Counties {
  city_id: number;
  id: Generated<number>;
  name: string;
  names: Generated<Json>;
  position: Generated<number>;
}

export interface Events {
  content: JSONColumnType<Localized>;
  created_at: Generated<Timestamp>;
  ends_at: Timestamp;
  id: Generated<number>;
  image_id: number | null;
  language: string | null;
  pinned: Generated<boolean>;
  published: Generated<boolean>;
  starts_at: Timestamp;
  title: JSONColumnType<Localized>;
  updated_at: Generated<Timestamp>;
}

export interface Factories {
  capabilities: Generated<string[]>;
  certifications: string | null;
  city: string;
  county: string | null;
  created_at: Generated<Timestamp>;
  description: string;
  equipment: Generated<JSONColumnType<FactoryEquipment[]>>;
  floor_area: number;
  hidden_at: Timestamp | null;
  id: Generated<number>;
  lat: number | null;
  lon: number | null;
  place_name: string | null;
  title: string;
  user_id: number;
}

export interface FactoryApplications {
  answered_at: Timestamp | null;
  applicant_id: number;
  created_at: Generated<Timestamp>;
  ends_on: Timestamp;
  factory_id: number;
  id: Generated<number>;
  message: string;
  starts_on: Timestamp;
  status: Generated<string>;
}

export interface FactoryImages {
  factory_id: number;
  image_id: number;
  position: number;
}

export interface FactoryPeriods {
  ends_on: Timestamp;
  factory_id: number;
  id: Generated<number>;
  starts_on: Timestamp;
}

export interface Faqs {
  category_id: number | null;
  content: JSONColumnType<Localized>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  language: string | null;
  pinned: Generated<boolean>;
  position: Generated<number>;
  published: Generated<boolean>;
  title: JSONColumnType<Localized>;
  updated_at: Generated<Timestamp>;
}

export interface FreelancerImages {
  freelancer_id: number;
  image_id: number;
  position: number;
}

export interface FreelancerJobs {
  client_id: number;
  finished_at: Generated<Timestamp>;
  finished_by: number;
  freelancer_id: number;
  freelancer_user_id: number;
  id: Generated<number>;
  room_id: number;
}

export interface Freelancers {
  bio: string;
  certifications: string | null;
  city: string;
  country: Generated<string>;
  county: string | null;
  created_at: Generated<Timestamp>;
  experience_years: number;
  headline: string;
  hidden_at: Timestamp | null;
  hourly_rate: number | null;
  id: Generated<number>;
  lat: number | null;
  lon: number | null;
  place_name: string | null;
  skills: string[];
  travel_km: number;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Images {
  created_at: Generated<Timestamp>;
  height: number;
  id: Generated<number>;
  path: string;
  thumb_path: string;
  user_id: number | null;
  width: number;
}

export interface InspectionReportImages {
  image_id: number;
  position: number;
  report_id: number;
}

export interface InspectionReports {
  checklist: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  inspected_on: string;
  inspector_id: number | null;
  notes: Generated<string>;
  product_id: number;
  ratings: Json;
  responded_at: Timestamp | null;
  seller_response: string | null;
}

export interface InspectionRequests {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  product_id: number;
  report_id: number | null;
  reported_at: Timestamp | null;
  requester_id: number;
  status: Generated<string>;
  withdrawn_at: Timestamp | null;
}

export interface InvoiceRequests {
  address: string;
  buyer_id: number;
  country: string;
  created_at: Generated<Timestamp>;
  email: string;
  id: Generated<number>;
  issued_at: Timestamp | null;
  legal_name: string;
  product_id: number;
  registration_number: string;
  representative: string;
  seller_id: number;
  updated_at: Generated<Timestamp>;
}

export interface KeywordAlertHits {
  created_at: Generated<Timestamp>;
  product_id: number;
  user_id: number;
}

export interface KeywordAlerts {
  created_at: Generated<Timestamp>;
  grams: Generated<string[]>;
  id: Generated<number>;
  keyword: string;
  normalized: string;
  user_id: number;
}

export interface Likes {
  alerts: Generated<boolean>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  likeable_id: number;
  likeable_type: string;
  user_id: number;
}

export interface Logs {
  created_at: Generated<Timestamp>;
  description: string | null;
  id: Generated<number>;
  ip: string | null;
  memo: string;
  user_agent: string | null;
  user_id: number | null;
}

export interface Manners {
  id: Generated<number>;
  position: Generated<number>;
  titles: JSONColumnType<Localized>;
  type: number;
}

export interface Notices {
  category_id: number | null;
  content: JSONColumnType<Localized>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  language: string | null;
  pinned: Generated<boolean>;
  published: Generated<boolean>;
  title: JSONColumnType<Localized>;
  updated_at: Generated<Timestamp>;
}

export interface Offers {
  accepted_at: Timestamp | null;
  amount: number;
  buyer_id: number;
  client_key: string | null;
  created_at: Generated<Timestamp>;
  currency: string;
  end_reason: string | null;
  expires_at: Timestamp;
  id: Generated<number>;
  last_actor_id: number;
  product_id: number;
  room_id: number;
  seller_id: number;
  status: string;
  updated_at: Generated<Timestamp>;
}

export interface OneTimeCodes {
  attempts: Generated<number>;
  code_hash: string;
  consumed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  purpose: string;
  reset_expires_at: Timestamp | null;
  reset_token_hash: string | null;
  target_hash: string;
  user_id: number | null;
}

export interface PriceDropAlarms {
  day: Timestamp;
  product_id: number;
  user_id: number;
}

export interface ProductImages {
  image_id: number;
  position: number;
  product_id: number;
}

export interface Products {
  assembly: string | null;
  bump_count: Generated<number>;
  bumped_at: Timestamp | null;
  buyer_id: number | null;
  category_id: number;
  chat_count: Generated<number>;
  checklist: Generated<string[]>;
  city: string | null;
  condition_grade: string | null;
  country: string;
  county: string | null;
  created_at: Generated<Timestamp>;
  deal_price: number | null;
  deleted_at: Timestamp | null;
  description: Generated<string>;
  edited_at: Timestamp | null;
  id: Generated<number>;
  incoterm: string | null;
  inspected_on: string | null;
  is_hidden: Generated<boolean>;
  keywords: Generated<string[]>;
  lat: number | null;
  like_count: Generated<number>;
  loading_methods: Generated<string[]>;
  lon: number | null;
  manufacturer: string | null;
  min_offer: number | null;
  model: string | null;
  place_name: string | null;
  power_demo: boolean | null;
  price: number | null;
  price_negotiable: Generated<boolean>;
  removal_deadline: string | null;
  rigging_paid_by: string | null;
  search_grams: Generated<string[]>;
  seat_user_id: number | null;
  serial_key: string | null;
  spec_hours: number | null;
  spec_main: number | null;
  spec_power_kw: number | null;
  spec_template_id: number | null;
  spec_template_version: number | null;
  spec_weight_kg: number | null;
  specs: Generated<JSONColumnType<SpecValues>>;
  status: Generated<string>;
  tax_invoice: boolean | null;
  title: string;
  type: string;
  updated_at: Generated<Timestamp>;
  user_id: number;
  view_count: Generated<number>;
  working_state: string | null;
  year_made: number | null;
}

export interface ProductViews {
  created_at: Generated<Timestamp>;
  product_id: number;
  viewer_key: string;
}

export interface PromotionDailyStats {
  clicks: Generated<number>;
  day: Timestamp;
  promotion_id: number;
  views: Generated<number>;
}

export interface Promotions {
  click_count: Generated<number>;
  countries: Generated<string[]>;
  created_at: Generated<Timestamp>;
  ends_at: Timestamp;
  id: Generated<number>;
  image_id: number;
  languages: Generated<string[]>;
  paused: Generated<boolean>;
  position: Generated<number>;
  starts_at: Timestamp;
  type: string;
  type_url: Generated<number>;
  url: string | null;
  view_count: Generated<number>;
}

export interface QnaImages {
  image_id: number;
  position: number;
  qna_id: number;
}

export interface Qnas {
  answer: string | null;
  answered_at: Timestamp | null;
  answered_by: number | null;
  content: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  title: string;
  user_id: number;
}

export interface RejoinBans {
  banned_until: Timestamp;
  created_at: Generated<Timestamp>;
  identity_hash: string;
}

export interface Reports {
  action: string | null;
  created_at: Generated<Timestamp>;
  handled_at: Timestamp | null;
  handled_by: number | null;
  id: Generated<number>;
  kind: string;
  reason: string | null;
  reportable_id: number | null;
  reporter_id: number | null;
  snapshot: Generated<Json>;
  status: Generated<string>;
  target_user_id: number | null;
  text: string | null;
}

export interface ReviewManners {
  manner_id: number;
  review_id: number;
}

export interface Reviews {
  bad_count: Generated<number>;
  canceled_at: Timestamp | null;
  content: string | null;
  created_at: Generated<Timestamp>;
  freelancer_job_id: number | null;
  good_count: Generated<number>;
  hidden_at: Timestamp | null;
  id: Generated<number>;
  product_id: number | null;
  reviewee_id: number;
  reviewer_id: number;
  reviewer_role: string;
  service_request_id: number | null;
}

export interface Sanctions {
  admin_id: number | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  report_id: number | null;
  until: Timestamp | null;
  user_id: number;
}

export interface ScheduledJobRuns {
  name: string;
  runs: Generated<number>;
  started_at: Timestamp;
}

export interface SearchCounts {
  count: Generated<number>;
  day: Timestamp;
  word: string;
}

export interface Searches {
  created_at: Generated<Timestamp>;
  device_key: string | null;
  id: Generated<number>;
  user_id: number | null;
  word: string;
}

export interface ServiceFileDownloads {
  created_at: Generated<Timestamp>;
  file_id: number;
  id: Generated<number>;
  user_id: number;
}

export interface ServiceFiles {
  content: Buffer | null;
  created_at: Generated<Timestamp>;
  filename: string;
  format: string;
  id: Generated<number>;
  position: number;
  request_id: number;
  size: number;
  storage_key: string | null;
}

export interface ServiceKeywordAlertHits {
  created_at: Generated<Timestamp>;
  request_id: number;
  user_id: number;
}

export interface ServiceQuotes {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  lead_days: number;
  note: string | null;
  price: number;
  request_id: number;
  status: Generated<string>;
  supplier_id: number;
  valid_until: Timestamp;
}

export interface ServiceRequests {
  awarded_at: Timestamp | null;
  awarded_quote_id: number | null;
  budget: number | null;
  city: string;
  closes_on: Timestamp;
  country: Generated<string>;
  county: string | null;
  created_at: Generated<Timestamp>;
  deadline: Timestamp;
  description: string;
  finish: string | null;
  hidden_at: Timestamp | null;
  id: Generated<number>;
  is_confidential: Generated<boolean>;
  kind: string;
  lat: number | null;
  lon: number | null;
  material: string | null;
  place_name: string | null;
  process: string | null;
  quantity: number;
  quote_count: Generated<number>;
  status: Generated<string>;
  terms: string | null;
  title: string;
  tolerance: string | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface ServiceTermsAcceptances {
  accepted_at: Generated<Timestamp>;
  request_id: number;
  user_id: number;
}

export interface Sessions {
  created_at: Generated<Timestamp>;
  csrf_secret: string;
  data: Generated<JSONColumnType<Record<string, unknown>>>;
  expires_at: Timestamp;
  id: string;
  ip: string | null;
  last_seen_at: Generated<Timestamp>;
  public_id: Generated<number>;
  user_agent: string | null;
  user_id: number | null;
}

export interface Settings {
  bump_limit: Generated<number>;
  id: Generated<number>;
  min_price_for_show: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface SocialAccounts {
  created_at: Generated<Timestamp>;
  email: string | null;
  id: Generated<number>;
  last_used_at: Generated<Timestamp>;
  provider: string;
  subject: string;
  user_id: number;
}

export interface SpecAlertHits {
  created_at: Generated<Timestamp>;
  digest_pending: Generated<boolean>;
  product_id: number;
  user_id: number;
}

export interface SpecAlerts {
  created_at: Generated<Timestamp>;
  digest: Generated<boolean>;
  filters: Json;
  id: Generated<number>;
  manufacturer_pattern: string | null;
  name: string;
  user_id: number;
  word_grams: Generated<string[]>;
  word_pattern: string | null;
}

export interface SpecTemplates {
  category_slug: string;
  id: Generated<number>;
  main_field: string;
  position: Generated<number>;
  slug: string;
  titles: JSONColumnType<Localized>;
  version: Generated<number>;
}

export interface SpecTemplateVersions {
  checklist: Generated<JSONColumnType<SpecChecklistItem[]>>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  fields: JSONColumnType<SpecField[]>;
  template_id: number;
  version: number;
}

export interface Translations {
  created_at: Generated<Timestamp>;
  source_language: string;
  target_language: string;
  text_hash: string;
  translated: string;
}

export interface Users {
  bad_manner_count: Generated<number>;
  business_verified: Generated<boolean>;
  city: string | null;
  contact: string | null;
  country: string | null;
  county: string | null;
  created_at: Generated<Timestamp>;
  email: string;
  good_manner_count: Generated<number>;
  id: Generated<number>;
  is_admin: Generated<boolean>;
  is_inspector: Generated<boolean>;
  is_sample: Generated<boolean>;
  language: Generated<string>;
  lat: number | null;
  location_city: string | null;
  location_county: string | null;
  lon: number | null;
  name: string | null;
  nickname: string;
  notification_preferences: Generated<JSONColumnType<NotificationPreferences>>;
  password_hash: string | null;
  profile_image_id: number | null;
  public_review_count: Generated<number>;
  purged_at: Timestamp | null;
  push_token: string | null;
  review_count: Generated<number>;
  suspended_at: Timestamp | null;
  suspended_until: Timestamp | null;
  town: string | null;
  trust_score: Generated<number>;
  updated_at: Generated<Timestamp>;
  village: string | null;
  withdrawn_at: Timestamp | null;
}

export interface Versions {
  android: string;
  id: Generated<number>;
  ios: string;
  updated_at: Generated<Timestamp>;
}

export interface Views {
  clickable_id: number;
  clickable_type: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  user_id: number | null;
  viewable_id: number | null;
  viewable_type: string | null;
}

export interface DB {
  admin_audits: AdminAudits;
  alarm_announcements: AlarmAnnouncements;
  alarms: Alarms;
  blocks: Blocks;
  business_seat_invitations: BusinessSeatInvitations;
  business_seats: BusinessSeats;
  businesses: Businesses;
  categories: Categories;
  chat_members: ChatMembers;
  chat_messages: ChatMessages;
  chat_rooms: ChatRooms;
  cities: Cities;
  clicks: Clicks;
  counties: Counties;
  events: Events;
  factories: Factories;
  factory_applications: FactoryApplications;
  factory_images: FactoryImages;
  factory_periods: FactoryPeriods;
  faqs: Faqs;
  freelancer_images: FreelancerImages;
  freelancer_jobs: FreelancerJobs;
  freelancers: Freelancers;
  images: Images;
  inspection_report_images: InspectionReportImages;
  inspection_reports: InspectionReports;
  inspection_requests: InspectionRequests;
  invoice_requests: InvoiceRequests;
  keyword_alert_hits: KeywordAlertHits;
  keyword_alerts: KeywordAlerts;
  likes: Likes;
  logs: Logs;
  manners: Manners;
  notices: Notices;
  offers: Offers;
  one_time_codes: OneTimeCodes;
  price_drop_alarms: PriceDropAlarms;
  product_images: ProductImages;
  product_views: ProductViews;
  products: Products;
  promotion_daily_stats: PromotionDailyStats;
  promotions: Promotions;
  qna_images: QnaImages;
  qnas: Qnas;
  rejoin_bans: RejoinBans;
  reports: Reports;
  review_manners: ReviewManners;
  reviews: Reviews;
  sanctions: Sanctions;
  scheduled_job_runs: ScheduledJobRuns;
  search_counts: SearchCounts;
  searches: Searches;
  service_file_downloads: ServiceFileDownloads;
  service_files: ServiceFiles;
  service_keyword_alert_hits: ServiceKeywordAlertHits;
  service_quotes: ServiceQuotes;
  service_requests: ServiceRequests;
  service_terms_acceptances: ServiceTermsAcceptances;
  sessions: Sessions;
  settings: Settings;
  social_accounts: SocialAccounts;
  spec_alert_hits: SpecAlertHits;
  spec_alerts: SpecAlerts;
  spec_template_versions: SpecTemplateVersions;
  spec_templates: SpecTemplates;
  translations: Translations;
  users: Users;
  versions: Versions;
  views: Views;
}
