import type {
  FactoryApplicationDto,
  FactoryDto,
  FreelancerDto,
  ServiceRequestDto,
  ServiceRequestSummaryDto,
} from '@steelyard/contracts';
import { json } from './api.ts';

/* The services' API shapes for the web tests (one place, so a new field is added once). */

/** A calendar day `offset` days from today, as the API sends days. */
export const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One keyset page (`next_cursor` null: the last). */
export const cursorPage = (data: unknown[]) => json(200, { data, meta: { per_page: 20, next_cursor: null } });

/** One page of an admin table. */
export const adminPage = (data: unknown[], total = data.length) =>
  json(200, { data, meta: { current_page: 1, last_page: 1, per_page: 20, total } });

export const serviceRequestSummary = (
  id: number,
  fields: Partial<ServiceRequestSummaryDto> = {},
): ServiceRequestSummaryDto => ({
  id,
  kind: 'drawing',
  title: 'Flange adapter',
  process: 'milling',
  quantity: 20,
  city: 'Gyeonggi',
  county: null,
  place_name: null,
  lat: null,
  lon: null,
  deadline: dayFromToday(30),
  closes_on: dayFromToday(7),
  budget: null,
  country: 'KR',
  is_confidential: false,
  status: 'quoting',
  quote_count: 2,
  file_count: 1,
  user: { id: 1, nickname: 'Requester' },
  is_hidden: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

export const factory = (fields: Partial<FactoryDto> = {}): FactoryDto => ({
  id: 4,
  title: 'CNC shop, second shift',
  description: 'Two machining centres free at night.',
  city: 'Gyeonggi',
  county: null,
  floor_area: 650,
  capabilities: ['milling'],
  equipment: [{ name: 'Machining centre', make: 'Doosan', year: 2019 }],
  certifications: null,
  periods: [{ starts_on: dayFromToday(1), ends_on: dayFromToday(60) }],
  taken: [],
  images: [],
  place_name: null,
  lat: null,
  lon: null,
  user: { id: 9, nickname: 'Owner' },
  is_owner: false,
  is_hidden: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

export const factoryApplication = (
  id: number,
  status: FactoryApplicationDto['status'] = 'pending',
): FactoryApplicationDto => ({
  id,
  factory: { id: 4, title: 'CNC shop, second shift', owner: { id: 9, nickname: 'Owner' } },
  applicant: { id: 20 + id, nickname: `Applicant ${id}` },
  starts_on: dayFromToday(2),
  ends_on: dayFromToday(8),
  message: 'Night shifts, please.',
  status,
  created_at: '2026-11-21T10:00:00.000Z',
});

export const freelancer = (fields: Partial<FreelancerDto> = {}): FreelancerDto => ({
  id: 3,
  user: { id: 12, nickname: 'Panel Kim' },
  headline: 'PLC and panel work',
  skills: ['plc_electrical'],
  city: 'Ulsan',
  county: null,
  place_name: null,
  lat: null,
  lon: null,
  travel_km: 80,
  experience_years: 15,
  hourly_rate: null,
  country: 'KR',
  certifications: null,
  bio: 'Siemens and LS PLCs.',
  images: [],
  is_mine: false,
  is_hidden: false,
  updated_at: '2026-11-21T10:00:00.000Z',
  ...fields,
});

/** What the reader of a request's page may do (`viewer`): its owner's by default. */
export const requestViewer = (
  fields: Partial<ServiceRequestDto['viewer']> = {},
): ServiceRequestDto['viewer'] => ({
  is_owner: true,
  has_quoted: false,
  accepted_terms: false,
  can_read_files: true,
  can_quote: false,
  can_review: false,
  ...fields,
});

/** A request's page as its owner sees it (`GET /api/drawingRequests/{id}`), with `fields` applied. */
export const serviceRequestDetail = (
  id: number,
  fields: Partial<ServiceRequestDto> = {},
): ServiceRequestDto => ({
  ...serviceRequestSummary(id),
  description: 'Aluminium flange.',
  material: 'AL6061',
  tolerance: null,
  finish: null,
  terms: null,
  files: [
    { id: 3, filename: 'flange.pdf', format: 'pdf', size: 100, url: `/api/drawingRequests/${id}/files/3` },
  ],
  awarded_quote_id: null,
  viewer: requestViewer(),
  ...fields,
});
/** A supplier's quote on request 7. */
export const serviceQuote = (id: number, nickname: string, price: number, status = 'submitted') => ({
  id,
  request_id: 7,
  supplier: { id: id + 10, nickname },
  price,
  lead_days: 10,
  note: null,
  valid_until: dayFromToday(14),
  status,
  created_at: '2026-11-21T10:00:00.000Z',
});
