import {
  LIMITS,
  PRODUCT_STATUS_LABEL_KEYS,
  specCompleteness,
  type AssemblyState,
  type Incoterm,
  type LoadingMethod,
  type RiggingPayer,
  type SpecTemplateDto,
  type WorkingState,
  type AdminProductDto,
  type ConditionGrade,
  type ProductDetailDto,
  type MatchCount,
  type ProductListResponse,
  type ProductStatus,
  type ProductSummaryDto,
  type ProductType,
  type OfferStatus,
  type OwnProductSummaryDto,
  type PostAuthorDto,
} from '@steelyard/contracts';
import { shownDistance } from '../../db/distance.ts';
import { paged } from '../../http/envelope.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { toImageDto } from '../images/images.presenter.ts';
import { toMannerSummaryDto, toPublicUserDto } from '../users/users.presenter.ts';
import type { ProductDetailRow, ProductListRow } from './products.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A list row; `distance_km` (a number) when the list measured from a point. */
type SummaryRow = ProductListRow & { distance_km?: number | null };

export function toProductSummaryDto(row: SummaryRow, storage: FileStorage): ProductSummaryDto {
  return {
    id: row.id,
    type: row.type as ProductType,
    status: row.status as ProductStatus,
    is_hidden: row.is_hidden,
    title: row.title,
    price: row.price,
    price_negotiable: row.price_negotiable,
    category_id: row.category_id,
    country: row.country,
    city: row.city,
    county: row.county,
    place_name: row.place_name,
    thumb_url: row.thumb_path ? storage.url(row.thumb_path) : null,
    like_count: row.like_count,
    chat_count: row.chat_count,
    view_count: row.view_count,
    created_at: iso(row.created_at),
    bumped_at: row.bumped_at ? iso(row.bumped_at) : null,
    inspected_on: row.inspected_on,
    user: {
      id: row.user_id,
      nickname: row.user_nickname,
      profile_image_url: row.user_thumb_path ? storage.url(row.user_thumb_path) : null,
      city: row.user_city,
      county: row.user_county,
      business_verified: row.user_business_verified,
    },
    ...shownDistance(row.distance_km),
  };
}

/** A post in its seller's sales history, with its bump state under the back office's `limit`. */
export function toOwnProductSummaryDto(
  row: ProductListRow & { bump_count: number },
  limit: number,
  storage: FileStorage,
): OwnProductSummaryDto {
  return { ...toProductSummaryDto(row, storage), bump: toBumpDto(row, limit) };
}

/** A page of the public list: keyset meta with a cursor, or page meta with the total as well. */
export function toProductListResponse(
  result: {
    rows: SummaryRow[];
    total: number | null;
    matches?: MatchCount | null;
    nextCursor: string | null;
    keyset: boolean;
  },
  query: { page: number; per_page: number },
  storage: FileStorage,
): ProductListResponse {
  const data = result.rows.map((row) => toProductSummaryDto(row, storage));
  if (result.keyset) {
    const meta = { per_page: query.per_page, next_cursor: result.nextCursor };
    return { data, meta: result.matches ? { ...meta, matches: result.matches } : meta };
  }
  const page = paged(data, result.total ?? 0, query);
  return { data, meta: { ...page.meta, next_cursor: result.nextCursor } };
}

/** A viewer's live offer as the post's page reads it. */
export interface ViewerOfferRow {
  id: number;
  room_id: number;
  amount: number;
  currency: string;
  status: string;
  expires_at: Date;
}

export interface ProductDetailParts {
  row: ProductDetailRow;
  images: { id: number; path: string; thumb_path: string }[];
  sellerProductCount: number;
  sellerProducts: ProductListRow[];
  buyer: {
    id: number;
    nickname: string;
    city: string | null;
    county: string | null;
    thumb_path: string | null;
  } | null;
  liked: boolean;
  /** The viewer's own live offer on the post (`viewerLiveOffer`). */
  viewerOffer: ViewerOfferRow | null;
  isMine: boolean;
  /** The back office's limit of bumps in a post's life. */
  bumpLimit: number;
  /** The seller's own post shares its maker and serial with another live post (issue 28). */
  serialTwin?: boolean;
}

/** The template a post was written against (at its version), its values, completeness and logistics. */
function toSpecDetail(row: ProductDetailRow) {
  const template: SpecTemplateDto | null =
    row.spec_template_id !== null && row.spec_fields && row.spec_titles
      ? {
          id: row.spec_template_id,
          slug: row.spec_slug as string,
          category_slug: row.spec_category_slug as string,
          titles: row.spec_titles,
          main_field: row.spec_main_field as string,
          version: row.spec_template_version as number,
          fields: row.spec_fields,
          checklist: row.spec_checklist ?? [],
        }
      : null;
  const { score, complete } = specCompleteness(template?.fields ?? [], row.specs, row);
  return {
    spec_template: template,
    specs: row.specs,
    checklist: row.checklist,
    // Without a template there is nothing to call complete.
    spec_score: template ? score : 0,
    spec_complete: template !== null && complete,
    working_state: row.working_state as WorkingState | null,
    assembly: row.assembly as AssemblyState | null,
    power_demo: row.power_demo,
    loading_methods: row.loading_methods as LoadingMethod[],
    rigging_paid_by: row.rigging_paid_by as RiggingPayer | null,
    removal_deadline: row.removal_deadline,
    incoterm: row.incoterm as Incoterm | null,
    tax_invoice: row.tax_invoice,
  };
}

/** A post's bumps as its seller sees them: so far, left, and when the next is allowed. */
function toBumpDto(row: Pick<ProductDetailRow, 'bumped_at' | 'created_at' | 'bump_count'>, limit: number) {
  const listed = new Date(row.bumped_at ?? row.created_at).getTime();
  return {
    count: row.bump_count,
    left: Math.max(0, limit - row.bump_count),
    next_at: new Date(listed + LIMITS.bumpIntervalHours * 3_600_000).toISOString(),
  };
}

/** About 1.1 km north to south: a machine's area, never its gate. */
const roundToArea = (degrees: number | null) => (degrees === null ? null : Math.round(degrees * 100) / 100);

export function toProductDetailDto(parts: ProductDetailParts, storage: FileStorage): ProductDetailDto {
  const { row } = parts;
  // The buyer is shown only to the seller and the buyer of an agreed (reserved or completed) trade.
  const placeArea = row.spec_template_id !== null && !parts.isMine && parts.buyer === null;
  const type = row.type as ProductType;
  const status = row.status as ProductStatus;
  const firstImage = parts.images[0];
  const seller: PostAuthorDto = {
    id: row.user_id,
    nickname: row.user_nickname,
    profile_image_url: row.user_thumb_path ? storage.url(row.user_thumb_path) : null,
    city: row.user_city,
    county: row.user_county,
    business_verified: row.user_business_verified,
  };
  return {
    id: row.id,
    type,
    status,
    status_label_key: PRODUCT_STATUS_LABEL_KEYS[type]?.[status] ?? 'status.for_sale',
    is_hidden: row.is_hidden,
    title: row.title,
    price: row.price,
    price_negotiable: row.price_negotiable,
    category_id: row.category_id,
    description: row.description,
    keywords: row.keywords,
    country: row.country,
    city: row.city,
    county: row.county,
    place_name: placeArea ? null : row.place_name,
    lat: placeArea ? roundToArea(row.lat) : row.lat,
    lon: placeArea ? roundToArea(row.lon) : row.lon,
    place_area: placeArea,
    manufacturer: row.manufacturer,
    model: row.model,
    year_made: row.year_made,
    condition_grade: row.condition_grade as ConditionGrade | null,
    ...toSpecDetail(row),
    thumb_url: firstImage ? storage.url(firstImage.thumb_path) : null,
    images: parts.images.map((image) => toImageDto(image, storage)),
    like_count: row.like_count,
    chat_count: row.chat_count,
    view_count: row.view_count,
    created_at: iso(row.created_at),
    bumped_at: row.bumped_at ? iso(row.bumped_at) : null,
    inspected_on: row.inspected_on,
    updated_at: iso(row.updated_at),
    user: seller,
    seller: {
      ...seller,
      manner: toMannerSummaryDto(
        {
          review_count: row.user_review_count,
          public_review_count: row.user_public_review_count,
          good_manner_count: row.user_good_manner_count,
          bad_manner_count: row.user_bad_manner_count,
          trust_score: row.user_trust_score,
        },
        parts.isMine,
      ),
      product_count: parts.sellerProductCount,
    },
    posted_by:
      row.seat_user_id !== null && row.poster_nickname !== null
        ? { id: row.seat_user_id, nickname: row.poster_nickname }
        : null,
    buyer: parts.buyer ? toPublicUserDto(parts.buyer, storage) : null,
    min_offer: parts.isMine ? row.min_offer : null,
    deal_price: parts.buyer ? row.deal_price : null,
    bump: parts.isMine ? toBumpDto(row, parts.bumpLimit) : null,
    seller_products: parts.sellerProducts.map((p) => toProductSummaryDto(p, storage)),
    liked: parts.liked,
    my_offer: parts.viewerOffer && {
      ...parts.viewerOffer,
      status: parts.viewerOffer.status as OfferStatus,
      expires_at: iso(parts.viewerOffer.expires_at),
    },
    is_mine: parts.isMine,
    ...(parts.serialTwin ? { serial_duplicate: true } : {}),
  };
}

export function toAdminProductDto(parts: ProductDetailParts, storage: FileStorage): AdminProductDto {
  return {
    ...toProductDetailDto(parts, storage),
    deleted_at: parts.row.deleted_at ? iso(parts.row.deleted_at) : null,
  };
}
