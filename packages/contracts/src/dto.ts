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
