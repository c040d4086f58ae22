/** Factory sharing: `/api/factories` (listings) and `/api/factoryApplications` (use for a period). */
import {
  FACTORY_APPLICATION_ANSWERS,
  FACTORY_APPLICATION_ROLES,
  FACTORY_APPLICATION_STATUSES,
  SERVICE_PROCESSES,
} from '../enums.ts';
import { FACTORY_LIMITS, LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import {
  blankToUndefined,
  checkPinWhole,
  cursorField,
  flagOrFalse,
  idField,
  imageIdsField,
  intField,
  nearFields,
  optionalText,
  perPageField,
  placeFields,
  textField,
} from './common.ts';
import { calendarDayField, todayUtc } from './services.ts';

const listOf = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(max, { abort: true, message }),
  );

const equipmentText = textField(FACTORY_LIMITS.equipmentTextMax);

/** Multipart has no nesting: a list of objects may come as one JSON text field. */
const parseJsonText = (v: unknown) => {
  if (typeof v !== 'string' || v.length > 20_000) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** One machine: what it is, its make, model and year. */
export const factoryEquipmentSchema = z.object({
  name: equipmentText.min(1, 'validation.required'),
  make: equipmentText.optional(),
  model: equipmentText.optional(),
  year: z.preprocess(blankToUndefined, intField(1900, 2100).optional()),
});

type Period = { starts_on?: string; ends_on?: string };
/**
 * A period from today on, its end not before its start, on the days present. A patch may keep a
 * start that has passed (the listing's period already running): the server refuses only a new one.
 */
function checkPeriod(value: Period, ctx: z.RefinementCtx, isPatch = false, at: (string | number)[] = []) {
  if (!isPatch && value.starts_on !== undefined && value.starts_on < todayUtc())
    ctx.addIssue({ code: 'custom', path: [...at, 'starts_on'], message: 'factory.starts_past' });
  if (value.starts_on !== undefined && value.ends_on !== undefined && value.ends_on < value.starts_on)
    ctx.addIssue({ code: 'custom', path: [...at, 'ends_on'], message: 'factory.ends_before_start' });
}

/** A period a factory is free for others: days inclusive. */
export const factoryPeriodSchema = z.object({ starts_on: calendarDayField, ends_on: calendarDayField });
export type FactoryPeriod = z.infer<typeof factoryPeriodSchema>;

/** Whether two periods share a day (ends inclusive). */
export const periodsOverlap = (a: FactoryPeriod, b: FactoryPeriod) =>
  a.starts_on <= b.ends_on && b.starts_on <= a.ends_on;

/**
 * The free periods of a listing: one to FACTORY_LIMITS.periodsMax, each checked as above, none
 * sharing a day with another (the later of two is marked).
 */
function checkPeriods(periods: FactoryPeriod[] | undefined, ctx: z.RefinementCtx, isPatch: boolean) {
  if (periods === undefined) return;
  periods.forEach((period, index) => {
    checkPeriod(period, ctx, isPatch, ['periods', index]);
    if (periods.slice(0, index).some((earlier) => periodsOverlap(earlier, period)))
      ctx.addIssue({
        code: 'custom',
        path: ['periods', index, 'starts_on'],
        message: 'factory.periods_overlap',
      });
  });
}

const factoryShape = {
  title: textField(LIMITS.titleMax, { error: 'product.title_required', tooLong: 'product.title_max' }).min(
    1,
    'product.title_required',
  ),
  description: textField(LIMITS.descriptionMax, { error: 'content.required' }).min(1, 'content.required'),
  city: textField(50, { error: 'service.region_required' }).min(1, 'service.region_required'),
  county: optionalText(50),
  floor_area: intField(1, FACTORY_LIMITS.floorAreaMax),
  capabilities: listOf(z.enum(SERVICE_PROCESSES), SERVICE_PROCESSES.length, 'validation.invalid'),
  equipment: z.preprocess(
    parseJsonText,
    listOf(factoryEquipmentSchema, FACTORY_LIMITS.equipmentMax, 'validation.invalid'),
  ),
  certifications: optionalText(FACTORY_LIMITS.certificationsMax),
  /** The periods the factory is free for others (multipart: one JSON text field, as equipment). */
  periods: z.preprocess(
    parseJsonText,
    z
      .array(factoryPeriodSchema)
      .min(1, 'factory.periods_required')
      .max(FACTORY_LIMITS.periodsMax, { abort: true, message: 'factory.periods_max' }),
  ),
  /** Photos: uploaded images in order (see FACTORY_LIMITS.photosMax). */
  image_ids: imageIdsField(FACTORY_LIMITS.photosMax, 'factory.images_max'),
  ...placeFields,
};

/** `POST /api/factories` (JSON; equipment as a list of objects): a factory or its free capacity. */
export const factoryInputSchema = z.object(factoryShape).superRefine((value, ctx) => {
  checkPeriods(value.periods, ctx, false);
  checkPinWhole(value, ctx);
});
export type FactoryInput = z.infer<typeof factoryInputSchema>;

/**
 * `PATCH /api/factories/{id}`: the owner's edit, the create schema's fields each optional (only
 * those sent change; an optional one sent blank is cleared). `periods`, when sent, replaces the
 * list; the server refuses a start in the past unless it is a stored period's (already running).
 */
export const factoryPatchSchema = z
  .object(factoryShape)
  .partial()
  .superRefine((value, ctx) => {
    checkPeriods(value.periods, ctx, true);
    checkPinWhole(value, ctx);
  });
export type FactoryPatch = z.infer<typeof factoryPatchSchema>;

/** `GET /api/factories`: keyset paging, newest first, by region and capability. */
export const factoryListQuerySchema = z.object({
  mine: flagOrFalse,
  city: optionalText(50),
  capability: z.preprocess(blankToUndefined, z.enum(SERVICE_PROCESSES).optional()),
  ...nearFields,
  cursor: cursorField,
  per_page: perPageField(),
});

/** `POST /api/factoryApplications`: the factory, the period wanted and a message to the owner. */
export const factoryApplicationInputSchema = z
  .object({
    factory_id: idField(),
    starts_on: calendarDayField,
    ends_on: calendarDayField,
    message: textField(FACTORY_LIMITS.messageMax, { error: 'content.required' }).min(1, 'content.required'),
  })
  .superRefine((value, ctx) => checkPeriod(value, ctx));
export type FactoryApplicationInput = z.infer<typeof factoryApplicationInputSchema>;

/** `GET /api/factoryApplications`: the member's sent or received applications, by status, keyset paging. */
export const factoryApplicationListQuerySchema = z.object({
  role: z.preprocess(blankToUndefined, z.enum(FACTORY_APPLICATION_ROLES).default('sent')),
  status: z.preprocess(blankToUndefined, z.enum(FACTORY_APPLICATION_STATUSES).optional()),
  cursor: cursorField,
  per_page: perPageField(),
});

/** `PATCH /api/factoryApplications/{id}`: the owner's answer. */
export const factoryApplicationAnswerSchema = z.object({ status: z.enum(FACTORY_APPLICATION_ANSWERS) });
