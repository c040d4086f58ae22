/** Drawing requests and production notices with their files and quotes, as members read them. */
import {
  SERVICE_FILE_FORMATS,
  SERVICE_PROCESSES,
  SERVICE_QUOTE_STATUSES,
  SERVICE_REQUEST_KINDS,
  SERVICE_REQUEST_STATUSES,
  type ServiceFileFormat,
} from '../enums.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int, placeDtoFields } from './envelope.ts';

const member = z.object({ id: int, nickname: z.string() });
const formats = Object.keys(SERVICE_FILE_FORMATS) as [ServiceFileFormat, ...ServiceFileFormat[]];

/** One request in a list. */
export const serviceRequestSummaryDtoSchema = z
  .object({
    id: int,
    kind: z.enum(SERVICE_REQUEST_KINDS),
    title: z.string(),
    process: z.enum(SERVICE_PROCESSES).nullable(),
    quantity: int,
    city: z.string(),
    county: z.string().nullable(),
    ...placeDtoFields,
    deadline: z.string(),
    closes_on: z.string(),
    budget: int.nullable(),
    /** The country whose currency the budget and the quotes' prices are in (see currencyOfCountry). */
    country: z.string(),
    is_confidential: z.boolean(),
    status: z.enum(SERVICE_REQUEST_STATUSES),
    quote_count: int,
    file_count: int,
    user: member,
    /** Hidden by the back office: only its owner (marked) and admins still see it. */
    is_hidden: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'ServiceRequestSummary' });
export type ServiceRequestSummaryDto = z.infer<typeof serviceRequestSummaryDtoSchema>;

/** A private file: its name and kind always; `url` (the checked route) only for those who may read it. */
export const serviceFileDtoSchema = z
  .object({ id: int, filename: z.string(), format: z.enum(formats), size: int, url: z.string().nullable() })
  .meta({ id: 'ServiceFile' });
export type ServiceFileDto = z.infer<typeof serviceFileDtoSchema>;

/** `GET /api/drawingRequests/{id}`: the request, its files and what the reader may do. */
export const serviceRequestDtoSchema = serviceRequestSummaryDtoSchema
  .extend({
    description: z.string(),
    material: z.string().nullable(),
    tolerance: z.string().nullable(),
    finish: z.string().nullable(),
    terms: z.string().nullable(),
    files: z.array(serviceFileDtoSchema),
    awarded_quote_id: int.nullable(),
    viewer: z.object({
      is_owner: z.boolean(),
      has_quoted: z.boolean(),
      accepted_terms: z.boolean(),
      can_read_files: z.boolean(),
      can_quote: z.boolean(),
      /** The requester or the awarded supplier, once delivered, who has not reviewed the other yet. */
      can_review: z.boolean(),
    }),
  })
  .meta({ id: 'ServiceRequest' });
export type ServiceRequestDto = z.infer<typeof serviceRequestDtoSchema>;

/** One quote: the requester sees every one side by side, a supplier only their own. */
export const serviceQuoteDtoSchema = z
  .object({
    id: int,
    request_id: int,
    supplier: member,
    price: int,
    lead_days: int,
    note: z.string().nullable(),
    valid_until: z.string(),
    status: z.enum(SERVICE_QUOTE_STATUSES),
    created_at: dateTime,
  })
  .meta({ id: 'ServiceQuote' });
export type ServiceQuoteDto = z.infer<typeof serviceQuoteDtoSchema>;
