/** Posts, their photos, favourites and searches. */
import { CONDITION_GRADES, LIKEABLE_TYPES, PRODUCT_STATUSES, PRODUCT_TYPES } from '../enums.ts';
import { z } from '../zod-messages.ts';
import {
  ASSEMBLY_STATES,
  INCOTERMS,
  LOADING_METHODS,
  RIGGING_PAYERS,
  WORKING_STATES,
} from '../spec-display.ts';
import { offerDtoSchema } from './offers.ts';
import { specTemplateDtoSchema } from './specs.ts';
import { cursorMetaSchema, dateTime, int, pageCursorMetaSchema } from './envelope.ts';
import { postAuthorDtoSchema, publicUserDtoSchema, sellerCardDtoSchema } from './users.ts';

export const imageDtoSchema = z
  .object({ id: int, url: z.string(), thumb_url: z.string() })
  .meta({ id: 'Image' });
export type ImageDto = z.infer<typeof imageDtoSchema>;

/** A post's bumps so far, how many are left and when the next is allowed (its seller's only). */
export const bumpStateDtoSchema = z
  .object({ count: int, left: int, next_at: dateTime })
  .meta({ id: 'BumpState' });
export type BumpStateDto = z.infer<typeof bumpStateDtoSchema>;

/** A post as every list shows it. */
export const productSummaryDtoSchema = z
  .object({
    id: int,
    type: z.enum(PRODUCT_TYPES),
    status: z.enum(PRODUCT_STATUSES),
    is_hidden: z.boolean(),
    title: z.string(),
    price: z.number().nullable(),
    price_negotiable: z.boolean(),
    category_id: int,
    country: z.string(),
    city: z.string().nullable(),
    county: z.string().nullable(),
    place_name: z.string().nullable(),
    thumb_url: z.string().nullable(),
    like_count: int,
    chat_count: int,
    view_count: int,
    created_at: dateTime,
    /** When the seller last moved it to the top of the newest list; null: never. */
    bumped_at: dateTime.nullable(),
    /** The day of its latest inspection report (YYYY-MM-DD): the 'inspected' badge; null: never inspected. */
    inspected_on: z.string().max(10).nullable(),
    user: postAuthorDtoSchema,
    /** How far the post's place is from the list's `near` point, in km (0.1 km steps); only with `near`. */
    distance_km: z.number().optional(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummaryDto = z.infer<typeof productSummaryDtoSchema>;

/** A post in its seller's sales history (`GET /api/users/me/products`): with its bump state. */
export const ownProductSummaryDtoSchema = productSummaryDtoSchema
  .extend({ bump: bumpStateDtoSchema })
  .meta({ id: 'OwnProductSummary' });
export type OwnProductSummaryDto = z.infer<typeof ownProductSummaryDtoSchema>;

/** How many posts match a list's filters, counted up to a cap: `capped` says there are more. */
export const matchCountSchema = z.object({ count: int, capped: z.boolean() }).meta({
  id: 'MatchCount',
  description: 'The matches of a keyset list asked with `count=1`, on its first page.',
});
export type MatchCount = z.infer<typeof matchCountSchema>;

/** `GET /api/products`: page paging also hands out the cursor of the page's end. */
export const productListResponseSchema = z.union([
  z.object({ data: z.array(productSummaryDtoSchema), meta: pageCursorMetaSchema }),
  z.object({
    data: z.array(productSummaryDtoSchema),
    meta: cursorMetaSchema.extend({ matches: matchCountSchema.optional() }),
  }),
]);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `GET /api/products/{id}`. */
export const productDetailDtoSchema = productSummaryDtoSchema
  .extend({
    /** The label key of the status for this post type (contracts' PRODUCT_STATUS_LABEL_KEYS). */
    status_label_key: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    /**
     * A machine's pickup place shown as an area (issue 28): no place name, `lat`/`lon` rounded to
     * about a kilometre, until the reader is the seller or the buyer of an agreed trade.
     */
    place_area: z.boolean(),
    manufacturer: z.string().nullable(),
    model: z.string().nullable(),
    year_made: int.nullable(),
    condition_grade: z.enum(CONDITION_GRADES).nullable(),
    /** The template (at the version the post was written against) and the post's values. */
    spec_template: specTemplateDtoSchema.nullable(),
    /** The keys of the template's checklist the seller confirmed. */
    checklist: z.array(z.string()),
    specs: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])),
    /** Share of the template's fields, the working condition and the loading filled (0–100). */
    spec_score: int,
    spec_complete: z.boolean(),
    working_state: z.enum(WORKING_STATES).nullable(),
    assembly: z.enum(ASSEMBLY_STATES).nullable(),
    power_demo: z.boolean().nullable(),
    loading_methods: z.array(z.enum(LOADING_METHODS)),
    rigging_paid_by: z.enum(RIGGING_PAYERS).nullable(),
    /** A calendar day, YYYY-MM-DD. */
    removal_deadline: z.string().max(10).nullable(),
    incoterm: z.enum(INCOTERMS).nullable(),
    tax_invoice: z.boolean().nullable(),
    images: z.array(imageDtoSchema),
    seller: sellerCardDtoSchema,
    /** The member of the business's seats who posted it under the business (issue 30); null otherwise. */
    posted_by: z.object({ id: int, nickname: z.string() }).nullable(),
    /** The other party of a trade in progress or completed; shown to the seller and that member only. */
    buyer: publicUserDtoSchema.nullable(),
    /** The seller's minimum offer (offers below it are refused); shown to the seller only. */
    min_offer: z.number().nullable(),
    /** The price an accepted offer agreed; shown to the seller and the buyer only. */
    deal_price: z.number().nullable(),
    /** Its bumps so far, how many are left and when the next is allowed; shown to the seller only. */
    bump: bumpStateDtoSchema.nullable(),
    seller_products: z.array(productSummaryDtoSchema),
    /** For the viewer: whether it is in their favourites, whether it is their own post. */
    liked: z.boolean(),
    /** The viewer's own live offer on the post (one per buyer and post), shown in place of 'Make an offer'. */
    my_offer: offerDtoSchema
      .pick({ id: true, room_id: true, amount: true, currency: true, status: true, expires_at: true })
      .nullable(),
    /** To the seller only, when another live post has the same maker and serial number. */
    serial_duplicate: z.literal(true).optional(),
    is_mine: z.boolean(),
    updated_at: dateTime,
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetailDto = z.infer<typeof productDetailDtoSchema>;

export const adminProductDtoSchema = productDetailDtoSchema
  .extend({ deleted_at: dateTime.nullable() })
  .meta({ id: 'AdminProduct' });
export type AdminProductDto = z.infer<typeof adminProductDtoSchema>;

/** `POST /api/likes` / `DELETE /api/likes`. */
export const likeStateDtoSchema = z
  .object({ likeable_type: z.enum(LIKEABLE_TYPES), likeable_id: int, liked: z.boolean(), like_count: int })
  .meta({ id: 'LikeState' });
export type LikeStateDto = z.infer<typeof likeStateDtoSchema>;

/** A recent search of a member or device. */
export const searchDtoSchema = z
  .object({ id: int, word: z.string(), created_at: dateTime })
  .meta({ id: 'RecentSearch' });
export type SearchDto = z.infer<typeof searchDtoSchema>;

export const popularSearchDtoSchema = z
  .object({ word: z.string(), count: int })
  .meta({ id: 'PopularSearch' });
export type PopularSearchDto = z.infer<typeof popularSearchDtoSchema>;

/**
 * What a machine like this sold for: the median and the middle range of completed trades' prices,
 * rounded to two significant figures so that no single trade's price shows, with how many trades
 * back it. Null (no band) below `LIMITS.priceBandMinTrades` trades.
 */
export const priceBandDtoSchema = z
  .object({
    currency: z.string(),
    count: int,
    median: z.number(),
    low: z.number(),
    high: z.number(),
    /** Some trades were priced in other currencies and are counted through the reference rates. */
    approximate: z.boolean(),
  })
  .meta({ id: 'PriceBand' });
export type PriceBandDto = z.infer<typeof priceBandDtoSchema>;
