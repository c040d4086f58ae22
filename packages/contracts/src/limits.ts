/** Business constants and limits of the spec's section 9, in one place for server and web. */
export const LIMITS = {
  titleMax: 100,
  keywordMaxLength: 15,
  keywordsPerPost: 5,
  keywordAlertsPerMember: 50,
  /** Saved list filters that alert (issue 28), and the length of their names. */
  specAlertsPerMember: 20,
  specAlertNameMax: 40,
  photosPerPost: 10,
  photosPerInquiry: 5,
  /** An inquiry's content and its answer. */
  qnaContentMax: 5000,
  /** The HTML body of a notice, FAQ answer or event, per language, before sanitising. */
  contentBodyMax: 50_000,
  /** The FAQ search word. */
  faqSearchMax: 50,
  alarmsKept: 50,
  /** Translations a member may ask for per minute (each may cost a paid call; cached ones count too). */
  translationsPerMinute: 30,
  alarmRetentionDays: 90,
  /** Admin announcement texts. */
  announcementTitleMax: 100,
  announcementBodyMax: 1000,
  rejoinBanDays: 7,
  withdrawnDataRetentionMonths: 6,
  perPageDefault: 20,
  perPageMax: 100,
  nicknameMax: 20,
  passwordMin: 8,
  passwordMax: 128,
  logMemoMax: 255,
  promotionUrlMax: 2000,
  logDescriptionMax: 10_000,
  descriptionMax: 5000,
  /** Prices are whole units of the seller's currency. */
  priceMax: 1_000_000_000_000,
  searchWordMax: 50,
  /** The largest figure a spec range filter takes (hours, kW, kg, a main figure). */
  specFigureMax: 10_000_000,
  /** A filtered list counts its matches up to this many ('10,000+ machines'): a bounded read. */
  matchCountCap: 10_000,
  /** A post moves back to the top of the newest list at most once in this many hours (issue 29). */
  bumpIntervalHours: 24,
  /** The back office's limit of bumps in a post's life: its bounds and the value of a new database. */
  bumpLimitMax: 100,
  bumpLimitDefault: 5,
  /** A price band from trades needs this many completed trades behind it (never one trade's price). */
  priceBandMinTrades: 3,
  /** The years either side of a post's year that count as the same machine for its price band. */
  priceBandYears: 3,
  /** The widest 'within N km' of a distance search (`within_km`), and its radius when none is sent. */
  distanceKmMax: 500,
  distanceKmDefault: 30,
  /** Recent searches kept per member or device; popular searches count this many days. */
  recentSearchesKept: 20,
  popularSearchDays: 7,
  popularSearchesShown: 10,
  /** A test SMS (`/contactTests/create`): one message's length. */
  smsTestTextMax: 90,
  /** Other products of the seller shown on a product's page. */
  sellerOtherProducts: 6,
} as const;

/** Reviews, reports and the trust score (docs/decisions.md, 'Trust'). */
export const TRUST_LIMITS = {
  reviewContentMax: 500,
  reviewMannersMax: 10,
  reportTextMax: 500,
  suspensionDaysMax: 365,
  moderationNoteMax: 1000,
  removeNameMax: 50,
  removeUrlMax: 500,
  removeReasonMax: 2000,
  /** Reports and removal requests one address may send per hour. */
  reportsPerAddressPerHour: 20,
} as const;
/**
 * The long edge, in pixels, of the two sizes the server makes of every photo. The web's `srcset`
 * names them as widths: exact for a landscape photo, an upper bound for a portrait one.
 */
export const IMAGE_EDGES = { display: 1280, thumb: 400 } as const;

/** Client timing constants of the spec's section 9. */
export const CLIENT_TIMING = {
  progressBarThrottleMs: 200,
  progressBarDurationMs: 5000,
  chunkReloadGuardMs: 60_000,
  languageUpdateDelayMs: 1000,
  promotionViewThreshold: 0.5,
  /** How long the splash ad stays when not skipped. */
  splashMs: 3000,
  /** A product-list insert ad after every this many products. */
  productAdEvery: 6,
  /** A map whose tile server has answered no tile by then says it could not load. */
  mapTilesTimeoutMs: 10_000,
} as const;

/** Accounts: names, one-time codes (sign-in by contact, password reset) and their rate limits. */
export const ACCOUNT_LIMITS = {
  nameMax: 50,
  /** A phone number as typed (spaces, dashes and brackets included) before it is normalized. */
  contactMax: 30,
  codeTtlMinutes: 5,
  codeMaxAttempts: 5,
  /** Codes sent to one phone number or email address per hour, and to anyone from one address. */
  codeSendsPerTargetPerHour: 5,
  codeSendsPerAddressPerHour: 20,
  /**
   * Failed sign-ins per account and client address: this many are free, then the pair is locked
   * for 1, 2, 4, 8… minutes (at most 15); failures are forgotten an hour after the last one.
   */
  signInFreeFailures: 5,
  signInLockMaxMinutes: 15,
  signInFailureMemoryMinutes: 60,
  /** A verified reset code gives a token valid this long. */
  resetTokenTtlMinutes: 15,
} as const;

/** Drawing requests and production notices, their files and quotes. */
export const SERVICE_LIMITS = {
  /** Files per request (the multipart plugin takes 10 files per body). */
  filesMax: 10,
  /** Bytes per file (the multipart plugin's own limit answers 413 above it). */
  fileBytesMax: 15 * 1024 * 1024,
  fileNameMax: 200,
  /** Material, tolerance and finish. */
  specFieldMax: 100,
  termsMax: 2000,
  quoteNoteMax: 1000,
  quantityMax: 10_000_000,
  /** Prices and budgets in the country's currency unit. */
  priceMax: 2_000_000_000,
  leadDaysMax: 365,
  /** How far ahead the quoting period may end. */
  quotingDaysMax: 90,
} as const;

/** Factory sharing: listings, their equipment and applications. */
export const FACTORY_LIMITS = {
  equipmentMax: 20,
  equipmentTextMax: 100,
  certificationsMax: 500,
  messageMax: 1000,
  floorAreaMax: 1_000_000,
  /** How far ahead a factory may be offered or applied for. */
  periodDaysMax: 366,
  /** Photos of a listing (resized like a post's). */
  photosMax: 10,
  /** Free periods of a listing. */
  periodsMax: 10,
} as const;

/** Freelancer profiles. */
export const FREELANCER_LIMITS = {
  headlineMax: 100,
  bioMax: 2000,
  certificationsMax: 500,
  travelKmMax: 1000,
  experienceYearsMax: 70,
  /** The rate per hour in the country's currency unit. */
  rateMax: 10_000_000,
  /** Portfolio photos (resized like a post's). */
  photosMax: 10,
} as const;

/** Business accounts (issue 30): the registration's fields and the back office's refusal. */
/** Inspection reports (issue 30). */
export const INSPECTION_LIMITS = {
  notesMax: 3000,
  responseMax: 1000,
  photosPerReport: 10,
} as const;

export const BUSINESS_LIMITS = {
  legalNameMax: 100,
  representativeMax: 50,
  addressMax: 200,
  refusalMax: 500,
  /** Company seats: members a verified business may have, live seats and open invitations together. */
  seatsMax: 5,
  /** How long a seat invitation's code can be redeemed. */
  seatInvitationDays: 7,
  /** The invitation code: letters and digits without look-alikes (no 0/O, 1/I/L). */
  seatCodeLength: 8,
} as const;
