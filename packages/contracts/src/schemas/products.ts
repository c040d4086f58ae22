import { BROWSE_COUNTRIES } from '../countries.ts';
import {
  CONDITION_GRADES,
  MY_PRODUCT_TABS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  PURCHASE_TABS,
  SELLER_KINDS,
} from '../enums.ts';
import { LIMITS } from '../limits.ts';
import {
  ASSEMBLY_STATES,
  INCOTERMS,
  LOADING_METHODS,
  RIGGING_PAYERS,
  WORKING_STATES,
} from '../spec-display.ts';
import { rawSpecValuesSchema, specKeyField } from '../specs.ts';
import { z } from '../zod-messages.ts';
import {
  blankToUndefined,
  cursorField,
  flagSchema,
  idField,
  imageIdsField,
  nearField,
  optionalId,
  optionalInt,
  optionalText,
  pageQuerySchema,
  perPageField,
  placeFields,
  textField,
  withinKmField,
} from './common.ts';

/**
 * `GET /api/products`: browse and search. `page` paging answers with the usual meta (and a
 * `next_cursor`); sending `cursor` (empty for the first page) switches to keyset paging for
 * infinite scroll, whose meta has no total.
 */
export const productListQuerySchema = pageQuerySchema.extend({
  word: optionalText(LIMITS.searchWordMax),
  category_id: optionalId(),
  type: z.preprocess(blankToUndefined, z.enum(PRODUCT_TYPES).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS).default('latest')),
  country: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
    z.enum(BROWSE_COUNTRIES).optional(),
  ),
  city: optionalText(100),
  county: optionalText(100),
  min_price: optionalInt(0, LIMITS.priceMax),
  max_price: optionalInt(0, LIMITS.priceMax),
  user_id: optionalId(),
  manufacturer: optionalText(100),
  condition_grade: z.preprocess(blankToUndefined, z.enum(CONDITION_GRADES).optional()),
  year_from: optionalInt(1900, 2100),
  year_to: optionalInt(1900, 2100),
  /** Spec filters (issue 28): a template's kind (its slug) and ranges of the figures kept in columns. */
  kind: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(40)
      .regex(/^[a-z][a-z0-9-]{0,39}$/)
      .optional(),
  ),
  hours_from: optionalInt(0, LIMITS.specFigureMax),
  hours_to: optionalInt(0, LIMITS.specFigureMax),
  power_from: optionalNumber(),
  power_to: optionalNumber(),
  weight_from: optionalNumber(),
  weight_to: optionalNumber(),
  /** The kind's main figure (a lathe's swing, a press's tonnage): only with `kind`. */
  main_from: optionalNumber(),
  main_to: optionalNumber(),
  working: z.preprocess(blankToUndefined, z.enum(WORKING_STATES).optional()),
  /** 1: only machines with a forklift, crane or loading dock on site. */
  loading: z.preprocess(blankToUndefined, z.literal(['1']).optional()),
  /** Posts of verified businesses (issue 30) or of private sellers only. */
  seller: z.preprocess(blankToUndefined, z.enum(SELLER_KINDS).optional()),
  /** 1: a keyset list's first page also counts its matches, up to `LIMITS.matchCountCap` (`meta.matches`). */
  count: z.preprocess(blankToUndefined, z.literal(['1']).optional()),
  /**
   * Distance search (issue 29): posts within `within_km` (default `LIMITS.distanceKmDefault`) of
   * the point `near` (`lat,lon`), each card with its `distance_km`; `sort=distance` lists the
   * nearest first. `within_km` and `sort=distance` need `near`.
   */
  near: nearField,
  within_km: withinKmField,
  cursor: cursorField,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/**
 * What a list shows, without how it is paged, sorted or where the device stands: the filters a
 * spec alert keeps (issue 28). Distance (`near`) is left out: it is the device's point at the time.
 */
export const productListFiltersSchema = productListQuerySchema.pick({
  word: true,
  category_id: true,
  type: true,
  country: true,
  city: true,
  county: true,
  min_price: true,
  max_price: true,
  manufacturer: true,
  condition_grade: true,
  year_from: true,
  year_to: true,
  kind: true,
  hours_from: true,
  hours_to: true,
  power_from: true,
  power_to: true,
  weight_from: true,
  weight_to: true,
  main_from: true,
  main_to: true,
  working: true,
  loading: true,
  seller: true,
});
export type ProductListFilters = z.infer<typeof productListFiltersSchema>;

/** Keywords arrive comma-separated (or as `keywords[]`); blanks are dropped. */
const keywordsSchema = z
  .preprocess(
    (v) =>
      (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : [])
        .map((k) => k.trim())
        .filter((k) => k !== ''),
    z
      // A character may take two UTF-16 units: the units bound the work, the refinement counts characters.
      .array(textField(LIMITS.keywordMaxLength * 2, { tooLong: 'product.keyword_too_long' }))
      .max(LIMITS.keywordsPerPost, { abort: true, message: 'product.keywords_max' })
      .refine((list) => list.every((k) => [...k].length <= LIMITS.keywordMaxLength), {
        message: 'product.keyword_too_long',
      }),
  )
  .optional()
  .transform((v) => v ?? []);

/** `image_ids[]` in order; one value may arrive as a plain field. */
const imageIdsSchema = imageIdsField(LIMITS.photosPerPost, 'product.images_max');

/**
 * The price and place rules are checked even when other fields already failed (the form shows
 * every message at once), but only on an object: a `null` or array body is the object's 422.
 */
const evenWithOtherIssues = {
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value),
};

/** A figure of a spec range: 0 up to the largest a template allows. */
function optionalNumber() {
  return z.preprocess(blankToUndefined, z.coerce.number().min(0).max(LIMITS.specFigureMax).optional());
}

/** The checklist items the seller confirms, by key; each once. Arrives as `checklist[]` or comma-separated. */
const checklistSchema = z
  .preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? v.split(',') : []),
    z
      .array(specKeyField())
      .max(12)
      .refine((list) => new Set(list).size === list.length, { message: 'validation.choice' }),
  )
  .optional()
  .transform((v) => v ?? []);

/** Each loading method once; 'none' alone. Arrives as `loading_methods[]` or comma-separated. */
const loadingMethodsSchema = z
  .preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? v.split(',') : []),
    z
      .array(z.enum(LOADING_METHODS))
      .max(LOADING_METHODS.length)
      .refine((list) => new Set(list).size === list.length && (!list.includes('none') || list.length === 1), {
        message: 'validation.choice',
      }),
  )
  .optional()
  .transform((v) => v ?? []);

const optionalFlag = z.preprocess(blankToUndefined, flagSchema.optional());

/** A removal deadline: a calendar day. */
const optionalDay = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(10)
    .regex(/^\d{4}-\d\d-\d\d$/)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    .optional(),
);

const numberOrUndefined = (v: unknown) => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * `POST /api/products` and `PATCH /api/products/{id}` (the edit form sends the whole post):
 * the spec's §5 rules with its messages. A share post carries no price (any price sent is dropped).
 */
export const productInputSchema = z
  .object({
    type: z.enum(PRODUCT_TYPES),
    category_id: idField('product.category_required'),
    title: textField(LIMITS.titleMax, {
      error: 'product.title_required',
      tooLong: 'product.title_max',
    }).min(1, 'product.title_required'),
    price: optionalInt(0, LIMITS.priceMax),
    price_negotiable: z.preprocess(blankToUndefined, flagSchema.optional()).transform((v) => v ?? false),
    /** Offers below it are refused without troubling the seller; only with a negotiable price. */
    min_offer: optionalInt(1, LIMITS.priceMax),
    description: textField(LIMITS.descriptionMax)
      .optional()
      .transform((v) => v ?? ''),
    ...placeFields,
    keywords: keywordsSchema,
    city: optionalText(100),
    county: optionalText(100),
    manufacturer: optionalText(100),
    model: optionalText(100),
    year_made: optionalInt(1900, 2100),
    condition_grade: z.preprocess(blankToUndefined, z.enum(CONDITION_GRADES).optional()),
    image_ids: imageIdsSchema,
    /** The machine kind's template; its values in `specs` are checked against its current version. */
    spec_template_id: optionalId(),
    specs: rawSpecValuesSchema,
    /** The template checklist's keys the seller confirms (only with a template). */
    checklist: checklistSchema,
    working_state: z.preprocess(blankToUndefined, z.enum(WORKING_STATES).optional()),
    assembly: z.preprocess(blankToUndefined, z.enum(ASSEMBLY_STATES).optional()),
    power_demo: optionalFlag,
    loading_methods: loadingMethodsSchema,
    rigging_paid_by: z.preprocess(blankToUndefined, z.enum(RIGGING_PAYERS).optional()),
    removal_deadline: optionalDay,
    incoterm: z.preprocess(blankToUndefined, z.enum(INCOTERMS).optional()),
    tax_invoice: optionalFlag,
  })
  .refine(
    (v) => {
      const input = v as Record<string, unknown>;
      if (input.type === 'share') return true;
      const negotiable =
        input.price_negotiable === true || input.price_negotiable === '1' || input.price_negotiable === 1;
      return negotiable || numberOrUndefined(input.price) !== undefined;
    },
    { path: ['price'], message: 'product.price_required', ...evenWithOtherIssues },
  )
  .refine(
    (v) => {
      const input = v as Record<string, unknown>;
      const name = typeof input.place_name === 'string' ? input.place_name.trim() : '';
      return (
        name !== '' &&
        numberOrUndefined(input.lat) !== undefined &&
        numberOrUndefined(input.lon) !== undefined
      );
    },
    { path: ['place_name'], message: 'product.place_required', ...evenWithOtherIssues },
  )
  .refine(
    (v) => {
      const input = v as Record<string, unknown>;
      const price = numberOrUndefined(input.price);
      const minimum = numberOrUndefined(input.min_offer);
      return price === undefined || minimum === undefined || minimum <= price;
    },
    { path: ['min_offer'], message: 'product.min_offer_above_price', ...evenWithOtherIssues },
  )
  .transform((v) => (v.type === 'share' ? { ...v, price: undefined, price_negotiable: false } : v))
  .transform((v) => (v.price_negotiable ? v : { ...v, min_offer: undefined }));
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * `POST /api/products`: the post, and `as_business` — a member holding a live seat of a verified
 * business posts it under the business (issue 30); without a seat, 403.
 */
export const productCreateSchema = productInputSchema.and(
  z.object({ as_business: optionalFlag.transform((v) => v ?? false) }),
);
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

/** `PATCH /api/products/{id}/status`: only the seller; completing names the other party. */
export const productStatusSchema = z.object({
  status: z.enum(PRODUCT_STATUSES),
  buyer_id: optionalId(),
});
export type ProductStatusInput = z.infer<typeof productStatusSchema>;

/** `PATCH /api/products/{id}/hidden`: hide (1) or unhide (0). */
export const productHiddenSchema = z.object({ hidden: flagSchema });

/** `GET /api/users/me/products?tab=`: the sales history. */
export const myProductsQuerySchema = pageQuerySchema.extend({
  tab: z.preprocess(blankToUndefined, z.enum(MY_PRODUCT_TABS).default('all')),
});

/**
 * `GET /api/users/me/purchases?tab=`: the purchase history, newest post first, keyset paging
 * (`cursor` from the previous page's meta; none for the first page).
 */
export const purchaseListQuerySchema = z.object({
  tab: z.preprocess(blankToUndefined, z.enum(PURCHASE_TABS).default('all')),
  cursor: cursorField,
  per_page: perPageField(),
});
export type PurchaseListQuery = z.infer<typeof purchaseListQuerySchema>;

/**
 * Completing a trade (`PATCH /api/products/{id}/status` with `completed`) names the other party:
 * the buyer choice screen's form (spec §5: trade completion requires choosing a buyer).
 */
export const productCompletionSchema = z.object({
  status: z.literal('completed'),
  buyer_id: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'product.buyer_required' }).int().positive('product.buyer_required'),
  ),
});

/**
 * `GET /api/priceBands`: what machines of a category, maker and model (and years around `year`)
 * sold for on Steelyard, in the currency of `country`'s posts.
 */
export const priceBandQuerySchema = z.object({
  category_id: idField(),
  manufacturer: textField(100).min(1),
  model: textField(100).min(1),
  year: optionalInt(1900, 2100),
  country: z.preprocess(blankToUndefined, z.enum(BROWSE_COUNTRIES).optional()),
});
export type PriceBandQuery = z.infer<typeof priceBandQuerySchema>;
