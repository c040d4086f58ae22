import type {
  BusinessDto,
  ChatRoomDto,
  CategoryDto,
  SpecTemplateDto,
  ClientConfigDto,
  ProductDetailDto,
  ProductSummaryDto,
  UserDto,
} from '@steelyard/contracts';

/** The signed-in member as `GET /api/user` answers: member1 in English, with `patch` applied. */
export function memberUser(patch: Partial<UserDto> = {}): UserDto {
  return {
    id: 2,
    email: 'member1@steelyard.test',
    nickname: 'Member One',
    name: null,
    contact: null,
    admin: 0,
    language: 'en',
    country: 'KR',
    city: null,
    county: null,
    town: null,
    village: null,
    lat: null,
    lon: null,
    profile_image_url: null,
    unread_alarm_count: 0,
    unread_message_count: 0,
    created_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

/** A product list row as the server presents it (a sale post for sale), with `patch` applied. */
export function productSummary(id: number, patch: Partial<ProductSummaryDto> = {}): ProductSummaryDto {
  return {
    id,
    type: 'sale',
    status: 'open',
    is_hidden: false,
    title: `Product ${id}`,
    price: 1_200_000,
    price_negotiable: false,
    category_id: 1,
    country: 'KR',
    city: null,
    county: null,
    place_name: null,
    thumb_url: null,
    like_count: 0,
    chat_count: 0,
    view_count: 0,
    created_at: new Date().toISOString(),
    bumped_at: null,
    inspected_on: null,
    user: {
      id: 9,
      nickname: 'Seller',
      profile_image_url: null,
      city: null,
      county: null,
      business_verified: false,
    },
    ...patch,
  };
}

/** A post's page as the server presents it: member 9's sale post, with `patch` applied. */
export function productDetail(id: number, patch: Partial<ProductDetailDto> = {}): ProductDetailDto {
  const summary = productSummary(id, patch);
  return {
    ...summary,
    status_label_key: 'status.for_sale',
    description: 'Runs well; serviced last year.',
    keywords: [],
    lat: 37.5,
    lon: 127.0,
    place_name: 'Guro station',
    place_area: false,
    checklist: [],
    manufacturer: null,
    model: null,
    year_made: null,
    condition_grade: null,
    spec_template: null,
    specs: {},
    spec_score: 0,
    spec_complete: false,
    working_state: null,
    assembly: null,
    power_demo: null,
    loading_methods: [],
    rigging_paid_by: null,
    removal_deadline: null,
    incoterm: null,
    tax_invoice: null,
    images: [],
    seller: {
      ...summary.user,
      manner: { good: 0, bad: 0, review_count: 0, trust_score: 36.5 },
      product_count: 1,
    },
    posted_by: null,
    buyer: null,
    min_offer: null,
    deal_price: null,
    bump: null,
    seller_products: [],
    liked: false,
    my_offer: null,
    is_mine: false,
    updated_at: summary.created_at,
    ...patch,
  };
}

/** The product categories as `GET /api/productCategories` answers. */
export const productCategories: CategoryDto[] = [
  { id: 1, kind: 'product', title: 'Machine tools', slug: 'machine-tools' },
  { id: 2, kind: 'product', title: 'Hand tools', slug: 'hand-tools' },
];

const words = (en: string, ko = en): SpecTemplateDto['titles'] => ({ ko, en, de: en, ja: en });

/** A lathe's template (a short one) as `GET /api/specTemplates` answers, for the machine tools category. */
export const latheTemplate: SpecTemplateDto = {
  id: 1,
  slug: 'lathe',
  category_slug: 'machine-tools',
  titles: words('Lathe', '선반'),
  main_field: 'swing_mm',
  version: 1,
  fields: [
    { key: 'maker', type: 'text', required: true, labels: words('Maker', '제조사') },
    {
      key: 'year',
      type: 'number',
      min: 1900,
      max: 2100,
      integer: true,
      required: true,
      labels: words('Year'),
    },
    {
      key: 'swing_mm',
      type: 'number',
      unit: 'mm',
      min: 50,
      max: 5000,
      integer: true,
      required: true,
      labels: words('Swing over bed', '베드 위 스윙'),
    },
    {
      key: 'weight_kg',
      type: 'number',
      unit: 'kg',
      min: 0,
      max: 1_000_000,
      required: false,
      labels: words('Weight'),
    },
    {
      key: 'phase',
      type: 'choice',
      required: false,
      labels: words('Phase'),
      options: [
        { value: '1', labels: words('Single-phase') },
        { value: '3', labels: words('Three-phase') },
      ],
    },
  ],
  checklist: [
    { key: 'powers_on', labels: words('Powers on without alarms', '전원이 들어와요') },
    { key: 'chuck_included', labels: words('Chuck included', '척 포함') },
  ],
};

/** `GET /api/clientConfig` as the server answers it with nothing configured. */
export const clientConfig: ClientConfigDto = {
  app_link_scheme: 'steelyard',
  app_link_redirect: true,
  ios_store_url: null,
  android_store_url: null,
  map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  map_attribution: '© OpenStreetMap contributors',
  translation_available: false,
  exchange_rates_available: false,
};

/** A member's chat room as `GET /api/chats/{id}` answers it: about a product by default. */
export function chatRoom(patch: Partial<ChatRoomDto> = {}): ChatRoomDto {
  return {
    id: 4,
    subject: {
      kind: 'product',
      id: 3,
      title: 'CNC lathe',
      path: '/products/3',
      thumb_url: null,
      available: true,
    },
    product: {
      id: 3,
      type: 'sale',
      status: 'open',
      status_label_key: 'status.for_sale',
      title: 'CNC lathe',
      price: 1_500_000,
      price_negotiable: false,
      country: 'KR',
      thumb_url: null,
      deleted: false,
    },
    other: { id: 7, nickname: 'Lathe Shop', profile_image_url: null, city: null, county: null },
    role: 'buyer',
    notify: true,
    unread_count: 0,
    last_read_message_id: 0,
    last_message: null,
    other_left: false,
    other_trust_score: 36.5,
    other_business_verified: false,
    other_sanctioned: false,
    can_send: true,
    notice_key: null,
    as_seat_of: null,
    created_at: '2026-11-20T09:00:00Z',
    ...patch,
  };
}

/** A post's inspection state right after the viewer asked for one (`POST /api/products/{id}/inspectionRequest`). */
export const inspectionRequested = {
  report: null,
  my_request: { id: 1, created_at: '2026-11-28T01:00:00.000Z' },
  can_inspect: false,
};

/** The member's business as `GET /api/businesses/mine` answers it: pending by default. */
export function businessDto(patch: Partial<BusinessDto> = {}): BusinessDto {
  return {
    id: 3,
    country: 'KR',
    legal_name: '삼성전자(주)',
    registration_number: '1248100998',
    representative: '전영현',
    address: '경기도 수원시 영통구 삼성로 129',
    proof: { name: 'registration.pdf', format: 'pdf', size: 1200, url: '/api/businesses/3/proof' },
    status: 'pending',
    refusal_reason: null,
    submitted_at: '2026-11-28T01:00:00.000Z',
    reviewed_at: null,
    ...patch,
  };
}
