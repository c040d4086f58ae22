export const PROMOTION_TYPES = ['SPLASH', 'START', 'POP', 'PRODUCT'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * The banner size each kind is shown at: splash and interstitial portrait (full screen, popup),
 * the ending popup a shorter portrait, the list insert a strip. An image uploaded for a kind
 * (`promotion_type` of `POST /api/images`) is cropped to it.
 */
export const PROMOTION_IMAGE_SIZES: Record<PromotionType, { width: number; height: number }> = {
  SPLASH: { width: 720, height: 1280 },
  START: { width: 720, height: 1280 },
  POP: { width: 720, height: 960 },
  PRODUCT: { width: 1200, height: 400 },
};

/** Promotion states: before 0, ongoing 1, finish 2, pause 3. */
export const PROMOTION_STATE = { before: 0, ongoing: 1, finish: 2, pause: 3 } as const;
export type PromotionState = (typeof PROMOTION_STATE)[keyof typeof PROMOTION_STATE];

/** Where a promotion's link goes: internal=1, external=2. */
export const PROMOTION_LINK = { internal: 1, external: 2 } as const;

export const CATEGORY_KINDS = ['product', 'notice', 'faq', 'service'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const PRODUCT_TYPES = ['sale', 'share', 'wanted'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * Trade statuses. Each post type has its own labels (spec §4): a sale post is for sale, in
 * progress or sold; a wanted post is searching, purchasing or purchased; a share post is sharing,
 * in progress or sharing completed. Any post can be hidden.
 */
export const PRODUCT_STATUSES = ['open', 'trading', 'completed'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABEL_KEYS: Record<ProductType, Record<ProductStatus, string>> = {
  sale: { open: 'status.for_sale', trading: 'status.trading', completed: 'status.sold' },
  wanted: { open: 'status.searching', trading: 'status.purchasing', completed: 'status.purchased' },
  share: { open: 'status.sharing', trading: 'status.trading', completed: 'status.sharing_completed' },
};

/** Sales history tabs (`GET /api/users/me/products?tab=`): the member's own posts by status. */
export const MY_PRODUCT_TABS = ['all', 'open', 'trading', 'completed', 'hidden'] as const;
export type MyProductTab = (typeof MY_PRODUCT_TABS)[number];

/**
 * Purchase history tabs (`GET /api/users/me/purchases?tab=`): trades in which the member is the
 * buying side, under way (labelled 'purchasing') or done ('purchased'); `all` is both.
 */
export const PURCHASE_TABS = ['all', 'trading', 'completed'] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];

/** Industrial details: the condition grade of a used machine. */
export const CONDITION_GRADES = ['A', 'B', 'C'] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

export const LIKEABLE_TYPES = ['product', 'user'] as const;
export type LikeableType = (typeof LIKEABLE_TYPES)[number];

/** `GET /api/reviews?kind=`: the reviews a member received or wrote. */
export const REVIEW_KINDS = ['received', 'sent'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/**
 * 'distance': nearest first, only with a point (`near`). By a machine's figures (issue 28), only
 * machines that give it: 'year' newest build first, 'hours' fewest operating hours first, 'main'
 * the kind's main figure largest first (only with `kind`).
 */
export const SPEC_SORTS = ['year', 'hours', 'main'] as const;
export const PRODUCT_SORTS = ['latest', 'popular', 'distance', ...SPEC_SORTS] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type SpecSort = (typeof SPEC_SORTS)[number];
export const isSpecSort = (sort: string): sort is SpecSort =>
  (SPEC_SORTS as readonly string[]).includes(sort);

/** The radii the list's distance filter offers, in km (any 1…`LIMITS.distanceKmMax` is accepted). */
export const DISTANCE_RADII_KM = [5, 10, 30, 100] as const;

/** Manner tags: type 1 good, 0 bad. */
export const MANNER_TYPE = { good: 1, bad: 0 } as const;

export const CLICKABLE_TYPES = ['Promotion'] as const;

/** The notification switches of `/users/editAlarm` (users.notification_preferences). */
export const NOTIFICATION_KINDS = [
  'chat',
  'keyword',
  'price_drop',
  'followed_post',
  'review',
  'service',
  'marketing',
  'night_quiet',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A member's switches before they change any: everything on but marketing (opt-in) and night
 * quiet. A switch added later starts here for members whose stored choices lack it.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: Record<NotificationKind, boolean> = {
  chat: true,
  keyword: true,
  price_drop: true,
  followed_post: true,
  review: true,
  service: true,
  marketing: false,
  night_quiet: false,
};

/** 1:1 inquiry status (spec §4): waiting for response, response completed. */
export const QNA_STATUSES = ['waiting', 'answered'] as const;
export type QnaStatus = (typeof QNA_STATUSES)[number];

/** What the back office writes for members to read: notices, FAQ entries and events. */
export const CONTENT_KINDS = ['notices', 'faqs', 'events'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** An event's period, from its start and end. */
export const EVENT_PERIODS = ['upcoming', 'ongoing', 'ended'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

/**
 * The two services that share one request-and-quote flow: drawing processing (`/drawingRequests`)
 * and made-to-order production notices (`/bigNotices`).
 */
export const SERVICE_REQUEST_KINDS = ['drawing', 'production'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

/**
 * A request's life: open (no quote yet) → quoting → awarded → in production → delivered → closed,
 * or cancelled. A request whose quoting period ends before an award closes itself.
 */
export const SERVICE_REQUEST_STATUSES = [
  'open',
  'quoting',
  'awarded',
  'in_production',
  'delivered',
  'closed',
  'cancelled',
] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** The statuses that still take quotes. */
export const SERVICE_QUOTABLE_STATUSES = [
  'open',
  'quoting',
] as const satisfies readonly ServiceRequestStatus[];

/** The statuses in which members may start a chat about a request (closed and cancelled ones take none). */
export const SERVICE_CHAT_STATUSES = [
  'open',
  'quoting',
  'awarded',
  'in_production',
  'delivered',
] as const satisfies readonly ServiceRequestStatus[];

/** The steps a requester moves an awarded request through by hand (`PATCH /{id}/status`). */
export const SERVICE_STATUS_STEPS = ['in_production', 'delivered', 'closed', 'cancelled'] as const;
export type ServiceStatusStep = (typeof SERVICE_STATUS_STEPS)[number];

/** Which step may follow which: cancel before production, then production → delivered → closed. */
export const SERVICE_NEXT_STEPS: Partial<Record<ServiceRequestStatus, readonly ServiceStatusStep[]>> = {
  open: ['cancelled'],
  quoting: ['cancelled'],
  awarded: ['in_production', 'cancelled'],
  in_production: ['delivered'],
  delivered: ['closed'],
};

/** Machining and production processes a drawing request asks for. */
export const SERVICE_PROCESSES = [
  'turning',
  'milling',
  'sheet_metal',
  'welding',
  'grinding',
  'injection',
  'casting',
  'printing_3d',
  'laser_cutting',
  'other',
] as const;
export type ServiceProcess = (typeof SERVICE_PROCESSES)[number];

/** A quote's standing: sent, chosen by the award, or passed over by it. */
export const SERVICE_QUOTE_STATUSES = ['submitted', 'awarded', 'declined'] as const;
export type ServiceQuoteStatus = (typeof SERVICE_QUOTE_STATUSES)[number];

/** What a drawing file may be, told by its content (magic bytes), with the names each may carry. */
export const SERVICE_FILE_FORMATS = {
  pdf: ['pdf'],
  dxf: ['dxf'],
  dwg: ['dwg'],
  step: ['step', 'stp'],
  iges: ['iges', 'igs'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
} as const;
export type ServiceFileFormat = keyof typeof SERVICE_FILE_FORMATS;

/** Which requests a list shows: everyone's, the member's own, or those the member quoted on. */
export const SERVICE_LIST_SCOPES = ['all', 'mine', 'quoted'] as const;
export type ServiceListScope = (typeof SERVICE_LIST_SCOPES)[number];

/** A factory-use application: waiting for the owner, accepted, declined, or withdrawn by the applicant. */
export const FACTORY_APPLICATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type FactoryApplicationStatus = (typeof FACTORY_APPLICATION_STATUSES)[number];

/** The owner's answer to an application. */
export const FACTORY_APPLICATION_ANSWERS = ['accepted', 'declined'] as const;

/** Which applications a member lists: those they sent, or those for their factories. */
export const FACTORY_APPLICATION_ROLES = ['sent', 'received'] as const;

/** The skills a freelancer profile lists (one list for the profile, the search and the screens). */
export const FREELANCER_SKILLS = [
  'cnc_programming',
  'machine_repair',
  'plc_electrical',
  'welding',
  'cad_drafting',
  'installation_relocation',
  'hydraulics',
  'quality_inspection',
] as const;
export type FreelancerSkill = (typeof FREELANCER_SKILLS)[number];

/** The services' figures the dashboard follows, per day (their sum is the period's figure). */
export const SERVICE_STAT_KEYS = [
  'drawing_requests',
  'production_notices',
  'quotes',
  'awards',
  'factory_applications',
  'accepted_applications',
  'freelancers',
] as const;
export type ServiceStatKey = (typeof SERVICE_STAT_KEYS)[number];

/** A member's business registration: waiting for the back office, verified, or refused with a reason. */
export const BUSINESS_STATUSES = ['pending', 'verified', 'refused'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** The product list's seller filter: verified businesses, or private sellers (everyone else). */
export const SELLER_KINDS = ['business', 'private'] as const;
export type SellerKind = (typeof SELLER_KINDS)[number];
