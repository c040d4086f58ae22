/**
 * Wire shapes of the API's answers. The server's presenters return these and the web reads them;
 * field names are snake_case as the native app and the spec's calls expect.
 */
import type {
  CategoryKind,
  ConditionGrade,
  ProductStatus,
  ProductType,
  PromotionState,
  PromotionType,
} from './enums.ts';
import type { SocialProvider } from './social.ts';
import type { Language } from './languages.ts';
import type { AlarmKind, AnnouncementAudience } from './schemas/alarms.ts';

export interface One<T> {
  data: T;
}
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
/** Keyset paging for infinite scroll: send `cursor=next_cursor` for the next page (null: the end). */
export interface CursorMeta {
  per_page: number;
  next_cursor: string | null;
}
export interface CursorPaged<T> {
  data: T[];
  meta: CursorMeta;
}
/** `GET /api/products`: page paging also hands out the cursor of the page's end. */
export type ProductListResponse =
  | { data: ProductSummaryDto[]; meta: PageMeta & { next_cursor: string | null } }
  | CursorPaged<ProductSummaryDto>;
export interface ValidationFailure {
  message: string;
  errors: Record<string, string[]>;
}

export interface UserDto {
  id: number;
  email: string;
  nickname: string;
  name: string | null;
  contact: string | null;
  admin: 0 | 1;
  language: Language;
  country: string | null;
  city: string | null;
  county: string | null;
  town: string | null;
  village: string | null;
  lat: number | null;
  lon: number | null;
  profile_image_url: string | null;
  unread_alarm_count: number;
  unread_message_count: number;
  created_at: string;
}

export interface PublicUserDto {
  id: number;
  nickname: string;
  profile_image_url: string | null;
  city: string | null;
  county: string | null;
}

export interface CategoryDto {
  id: number;
  kind: CategoryKind;
  title: string;
  slug: string;
}

export interface ImageDto {
  id: number;
  url: string;
  thumb_url: string;
}

export interface ProductSummaryDto {
  id: number;
  type: ProductType;
  status: ProductStatus;
  is_hidden: boolean;
  title: string;
  price: number | null;
  price_negotiable: boolean;
  category_id: number;
  country: string;
  city: string | null;
  county: string | null;
  place_name: string | null;
  thumb_url: string | null;
  like_count: number;
  chat_count: number;
  view_count: number;
  created_at: string;
  user: PublicUserDto;
}

export interface NoticeDto {
  id: number;
  category_id: number | null;
  title: string;
  content: string;
  created_at: string;
}

export interface FaqDto {
  id: number;
  category_id: number | null;
  question: string;
  answer: string;
}

export interface EventDto {
  id: number;
  title: string;
  content: string;
  image_url: string | null;
  starts_at: string;
  ends_at: string;
}

export interface PromotionDto {
  id: number;
  type: PromotionType;
  state: PromotionState;
  url: string | null;
  type_url: 1 | 2;
  img: { url: string };
}

export interface MannerDto {
  id: number;
  type: 0 | 1;
  title: string;
}

export interface CityDto {
  id: number;
  country: string;
  name: string;
  counties: { id: number; name: string }[];
}

export interface SettingsDto {
  min_price_for_show: number;
}
export interface VersionsDto {
  ios: string;
  android: string;
}

export interface AdminUserDto extends UserDto {
  is_sample: boolean;
  suspended_at: string | null;
  withdrawn_at: string | null;
  product_count: number;
}

/** Manner summary on a seller card: zeros until reviews exist (see docs/decisions.md). */
export interface MannerSummaryDto {
  good: number;
  bad: number;
  review_count: number;
}

export interface SellerCardDto extends PublicUserDto {
  manner: MannerSummaryDto;
  product_count: number;
}

/** `GET /api/products/{id}`. */
export interface ProductDetailDto extends ProductSummaryDto {
  /** The label key of the status for this post type (contracts' PRODUCT_STATUS_LABEL_KEYS). */
  status_label_key: string;
  description: string;
  keywords: string[];
  lat: number | null;
  lon: number | null;
  manufacturer: string | null;
  model: string | null;
  year_made: number | null;
  condition_grade: ConditionGrade | null;
  images: ImageDto[];
  seller: SellerCardDto;
  /** The other party of a completed trade; shown to the seller and that member only. */
  buyer: PublicUserDto | null;
  seller_products: ProductSummaryDto[];
  /** For the viewer: whether it is in their favourites, whether it is their own post. */
  liked: boolean;
  is_mine: boolean;
  updated_at: string;
}

export interface AdminProductDto extends ProductDetailDto {
  deleted_at: string | null;
}

/** `POST /api/likes` / `DELETE /api/likes`. */
export interface LikeStateDto {
  likeable_type: 'product' | 'user';
  likeable_id: number;
  liked: boolean;
  like_count: number;
}

/** A recent search of a member or device. */
export interface SearchDto {
  id: number;
  word: string;
  created_at: string;
}
export interface PopularSearchDto {
  word: string;
  count: number;
}

/* Chat. */

/** One message of a room. `kind` 'left' is the notice that the other member left (no text). */
export interface ChatMessageDto {
  id: number;
  room_id: number;
  sender_id: number | null;
  kind: 'user' | 'left';
  body: string;
  image: ImageDto | null;
  created_at: string;
}

/** The product a room is about, as the room's header shows it. */
export interface ChatProductDto {
  id: number;
  type: ProductType;
  status: ProductStatus;
  status_label_key: string;
  title: string;
  price: number | null;
  price_negotiable: boolean;
  country: string;
  thumb_url: string | null;
  /** The post was deleted: the room is read-only. */
  deleted: boolean;
}

/**
 * A room as one member sees it (the list row and the room's header). `notice_key` says why the
 * member cannot send (a message key of `messages/`), null when they can.
 */
export interface ChatRoomDto {
  id: number;
  product: ChatProductDto;
  other: PublicUserDto;
  /** The viewer's side: the seller of the product or the prospective buyer. */
  role: 'seller' | 'buyer';
  notify: boolean;
  unread_count: number;
  last_read_message_id: number;
  last_message: { body: string; kind: 'user' | 'left'; has_image: boolean; created_at: string } | null;
  other_left: boolean;
  can_send: boolean;
  notice_key: 'chat.product_deleted' | 'chat.other_left' | 'chat.unavailable' | null;
  created_at: string;
}

/** A room in the back office: both members, who left, and the product. */
export interface AdminChatRoomDto {
  id: number;
  product: ChatProductDto;
  seller: PublicUserDto;
  buyer: PublicUserDto;
  seller_left_at: string | null;
  buyer_left_at: string | null;
  message_count: number;
  closed_at: string | null;
  activity_at: string;
  created_at: string;
}

/** `GET /api/admin/chats/{id}`: the room and a page of its whole history (oldest first). */
export interface AdminChatDetailDto {
  room: AdminChatRoomDto;
  messages: ChatMessageDto[];
  next_cursor: string | null;
}

/* Notifications and keyword alerts. */
/** One notification. `title`/`body` are rendered in the reader's language; `link` is where a tap goes. */
export interface AlarmDto {
  id: number;
  kind: AlarmKind;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  created_at: string;
}
/** `GET /api/alarms`: page paging with a total and the cursor of the page's end, or keyset paging. */
export type AlarmListResponse =
  { data: AlarmDto[]; meta: PageMeta & { next_cursor: string | null } } | CursorPaged<AlarmDto>;
export interface KeywordAlertDto {
  id: number;
  keyword: string;
  created_at: string;
}
/** An admin announcement as the back office lists it. */
export interface AnnouncementDto {
  id: number;
  title: string;
  body: string;
  audience: AnnouncementAudience;
  audience_value: string | null;
  recipient_count: number;
  admin_nickname: string | null;
  created_at: string;
}

/** `GET /api/sessions`: one of the member's signed-in devices. */
export interface SessionDto {
  id: number;
  /** A short device label read from the user agent ('Chrome on Android'), or null. */
  device: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session this request came with. */
  current: boolean;
}

/** `POST /api/users/findId`: the account's email, masked. */
export interface FoundIdDto {
  email: string;
  created_at: string;
}

/** `POST /api/loginByContact/code` and `POST /api/users/findPassword`: the code is on its way. */
export interface CodeSentDto {
  expires_in: number;
}

/** `POST /api/users/findPassword/verify`: a short-lived token for `POST /api/users/resetPassword`. */
export interface ResetTokenDto {
  token: string;
  expires_at: string;
}
/**
 * `GET /api/users/{id}`: a member's public profile. A member the viewer has blocked comes back
 * with `is_blocked` and no activity (area, counts) so the viewer can unblock; a member who blocked
 * the viewer is a 404.
 */
export interface ProfileDto extends SellerCardDto {
  like_count: number;
  /** For the viewer: whether the member is in their favourites / blocked by them / themselves. */
  liked: boolean;
  is_blocked: boolean;
  is_me: boolean;
  created_at: string;
}

/** `GET`/`PATCH /api/users/notifications`: which notifications the member receives. */
export interface NotificationPreferencesDto {
  chat: boolean;
  keyword: boolean;
  review: boolean;
  marketing: boolean;
  /** Quiet hours: no push notifications from 21:00 to 08:00 (the member's time zone). */
  night_quiet: boolean;
}

/** A row of `GET /api/blocks`. */
export interface BlockDto {
  user: PublicUserDto;
  created_at: string;
}

/* accounts-social: social sign-in, sample login, admin member screens. */

/** `GET /api/auth/providers`: the sign-in ways this server offers. */
export interface SignInOptionsDto {
  providers: SocialProvider[];
  sample_login: boolean;
}

/** `GET /api/auth/social/pending`: a social sign-in waiting for the member to finish sign-up. */
export interface SocialPendingDto {
  provider: SocialProvider;
  email: string | null;
  name: string | null;
}

/** One account on the sample-login screen. */
export interface SampleAccountDto {
  id: number;
  nickname: string;
  profile_image_url: string | null;
  city: string | null;
  county: string | null;
}

export interface AdminAuditDto {
  id: number;
  action: string;
  admin_id: number;
  admin_nickname: string | null;
  changes: Record<string, unknown>;
  created_at: string;
}

/** `GET /api/admin/users/{id}`. */
export interface AdminUserDetailDto extends AdminUserDto {
  social_providers: SocialProvider[];
  session_count: number;
  audits: AdminAuditDto[];
}
