/**
 * Drawing requests (`/api/drawingRequests`) and production notices (`/api/bigNotices`): one
 * request-and-quote flow for both, told apart by the route (see SERVICE_REQUEST_KINDS).
 */
import {
  SERVICE_LIST_SCOPES,
  SERVICE_PROCESSES,
  SERVICE_QUOTE_STATUSES,
  SERVICE_REQUEST_STATUSES,
  SERVICE_STATUS_STEPS,
} from '../enums.ts';
import { LIMITS, SERVICE_LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { uploadedFileSchema } from './images.ts';
import {
  blankToUndefined,
  checkPinWhole,
  cursorField,
  flagOrFalse,
  flagSchema,
  idField,
  intField,
  optionalInt,
  optionalText,
  pageQuerySchema,
  nearFields,
  perPageField,
  placeFields,
  textField,
} from './common.ts';

/** A calendar day as `YYYY-MM-DD` (a deadline, a quote's validity): no time zone to get wrong. */
export const calendarDayField = textField(10, { error: 'service.day_invalid' }).regex(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
  'service.day_invalid',
);

/** Today as `YYYY-MM-DD` in UTC, the day the server and the form compare against. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Uploaded drawings: one file or a list (`files[]`), at most SERVICE_LIMITS.filesMax. */
const filesField = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.object(uploadedFileSchema.shape, { error: 'service.file_invalid' }))
    .max(SERVICE_LIMITS.filesMax, { abort: true, message: 'service.files_max' }),
);

const requestShape = {
  title: textField(LIMITS.titleMax, { error: 'product.title_required', tooLong: 'product.title_max' }).min(
    1,
    'product.title_required',
  ),
  description: textField(LIMITS.descriptionMax, { error: 'content.required' }).min(1, 'content.required'),
  process: z.preprocess(blankToUndefined, z.enum(SERVICE_PROCESSES).optional()),
  material: optionalText(SERVICE_LIMITS.specFieldMax),
  quantity: intField(1, SERVICE_LIMITS.quantityMax),
  tolerance: optionalText(SERVICE_LIMITS.specFieldMax),
  finish: optionalText(SERVICE_LIMITS.specFieldMax),
  /** The day the parts or the run are wanted by. */
  deadline: calendarDayField,
  /** The last day quotes are taken; the request closes itself after it without an award. */
  closes_on: calendarDayField,
  city: textField(50, { error: 'service.region_required' }).min(1, 'service.region_required'),
  county: optionalText(50),
  /** Where the work is, on the map (optional): the lists' distance search measures to it. */
  ...placeFields,
  budget: optionalInt(0, SERVICE_LIMITS.priceMax),
  is_confidential: flagOrFalse,
  terms: optionalText(SERVICE_LIMITS.termsMax),
  files: filesField,
};

type RequestValues = {
  closes_on?: string;
  deadline?: string;
  is_confidential?: boolean;
  terms?: string;
  lat?: number;
  lon?: number;
};
/**
 * The day and terms rules on the fields present: a patch may send some of them (its terms are
 * checked only when sent; the server checks the stored request with the patch applied).
 */
function checkRequest(value: RequestValues, ctx: z.RefinementCtx, isPatch = false) {
  const today = todayUtc();
  if (value.closes_on !== undefined && value.closes_on < today)
    ctx.addIssue({ code: 'custom', path: ['closes_on'], message: 'service.closes_past' });
  else if (value.closes_on !== undefined && value.closes_on > addDays(today, SERVICE_LIMITS.quotingDaysMax))
    ctx.addIssue({ code: 'custom', path: ['closes_on'], message: 'service.closes_too_far' });
  if (value.deadline !== undefined && value.closes_on !== undefined && value.deadline < value.closes_on)
    ctx.addIssue({ code: 'custom', path: ['deadline'], message: 'service.deadline_before_close' });
  if (value.is_confidential && !value.terms && (!isPatch || 'terms' in value))
    ctx.addIssue({ code: 'custom', path: ['terms'], message: 'service.terms_required' });
  checkPinWhole(value, ctx);
}

const processRequired = z.enum(SERVICE_PROCESSES, { error: 'service.process_required' });
const atLeastOneFile = <T extends z.ZodType<unknown[]>>(files: T) =>
  files.refine((list) => list.length > 0, { message: 'service.files_required' });

/** `POST /api/drawingRequests` (multipart): the process and at least one drawing are required. */
export const drawingRequestInputSchema = z
  .object({ ...requestShape, process: processRequired, files: atLeastOneFile(filesField) })
  .superRefine(checkRequest);

/** `POST /api/bigNotices` (multipart): a production run; attachments are optional. */
export const productionNoticeInputSchema = z.object(requestShape).superRefine(checkRequest);
export type ServiceRequestInput = z.infer<typeof productionNoticeInputSchema>;

/**
 * The same rules for the web's form, where the files are the browser's `File`s (their content is
 * the server's to check): only their number is checked before sending.
 */
const browserFiles = z.array(z.any()).max(SERVICE_LIMITS.filesMax, { message: 'service.files_max' });
export const drawingRequestFormSchema = z
  .object({ ...requestShape, process: processRequired, files: atLeastOneFile(browserFiles) })
  .superRefine(checkRequest);
export const productionNoticeFormSchema = z
  .object({ ...requestShape, files: browserFiles })
  .superRefine(checkRequest);

/**
 * The fields a price depends on: once the first quote has come in they stay as quoted (a change
 * would leave suppliers' prices answering another request). The server refuses a change to them
 * and the edit form shows them read-only.
 */
export const SERVICE_FIELDS_FIXED_AFTER_QUOTE = [
  'process',
  'material',
  'quantity',
  'tolerance',
  'finish',
  'deadline',
  'is_confidential',
  'terms',
] as const;

const { files: _files, ...editableShape } = requestShape;

/**
 * `PATCH /{id}`: the create schema's fields without the files (they stay as posted), each
 * optional — only the fields sent change, and an optional one sent blank is cleared. The day rules
 * run on what was sent; the server checks them again against the stored request.
 */
export const serviceRequestPatchSchema = z
  .object(editableShape)
  .partial()
  .superRefine((value, ctx) => checkRequest(value, ctx, true));
export type ServiceRequestPatch = z.infer<typeof serviceRequestPatchSchema>;

/** `GET /api/drawingRequests` and `/api/bigNotices`: keyset paging, newest first, with filters. */
export const serviceRequestListQuerySchema = z.object({
  scope: z.preprocess(blankToUndefined, z.enum(SERVICE_LIST_SCOPES).default('all')),
  status: z.preprocess(blankToUndefined, z.enum(SERVICE_REQUEST_STATUSES).optional()),
  /** With `scope=quoted`: only requests where the member's own quote has this standing ("my quotes" tabs). */
  quote_status: z.preprocess(blankToUndefined, z.enum(SERVICE_QUOTE_STATUSES).optional()),
  process: z.preprocess(blankToUndefined, z.enum(SERVICE_PROCESSES).optional()),
  city: optionalText(50),
  word: optionalText(50),
  ...nearFields,
  cursor: cursorField,
  per_page: perPageField(),
});
export type ServiceRequestListQuery = z.infer<typeof serviceRequestListQuerySchema>;

/** `POST /{id}/quotes`: price, lead time in days, a note and the last day the price holds. */
export const serviceQuoteInputSchema = z
  .object({
    price: intField(0, SERVICE_LIMITS.priceMax),
    lead_days: intField(1, SERVICE_LIMITS.leadDaysMax),
    note: optionalText(SERVICE_LIMITS.quoteNoteMax),
    valid_until: calendarDayField,
  })
  .superRefine((value, ctx) => {
    if (value.valid_until < todayUtc())
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'service.valid_until_past' });
  });
export type ServiceQuoteInput = z.infer<typeof serviceQuoteInputSchema>;

/** `POST /{id}/award`: the chosen quote. */
export const serviceAwardInputSchema = z.object({ quote_id: idField() });
export type ServiceAwardInput = z.infer<typeof serviceAwardInputSchema>;

/** `PATCH /{id}/status`: the requester's next step. */
export const serviceStatusInputSchema = z.object({ status: z.enum(SERVICE_STATUS_STEPS) });
export type ServiceStatusInput = z.infer<typeof serviceStatusInputSchema>;

/** `DELETE /{id}/quotes/{quoteId}`: a supplier withdraws their own quote. */
export const serviceQuoteParamsSchema = z.object({ id: idField(), quoteId: idField() });

/** `/{id}/files/{fileId}`. */
export const serviceFileParamsSchema = z.object({ id: idField(), fileId: idField() });

/**
 * The back office's lists of the four services (`/api/admin/drawingRequests`, `bigNotices`,
 * `factories`, `freelancers`): page numbers, a word (title or headline, the owner's nickname, or
 * an id) and shown/hidden.
 */
export const adminServiceListQuerySchema = pageQuerySchema.extend({
  word: optionalText(100),
  hidden: z.preprocess(blankToUndefined, flagSchema.optional()),
});
export type AdminServiceListQuery = z.infer<typeof adminServiceListQuerySchema>;

/** `GET /api/admin/drawingRequests` and `/bigNotices`: the same, and the request's status. */
export const adminServiceRequestsQuerySchema = adminServiceListQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(SERVICE_REQUEST_STATUSES).optional()),
});
export type AdminServiceRequestsQuery = z.infer<typeof adminServiceRequestsQuerySchema>;
