import type {
  CategoryKind,
  ContentKind,
  ChatInbox,
  ChatTab,
  LikeableType,
  MyProductTab,
  ReviewKind,
  PromotionType,
  PurchaseTab,
} from '@steelyard/contracts';

/**
 * A list's parameters as its query function types them (the key only carries them), so this
 * factory imports no feature's types and every api module may import it.
 */
type ListParams = object;

/** One query-key factory for the whole app; mutations invalidate through it. */
export const queryKeys = {
  session: {
    user: () => ['session', 'user'] as const,
  },
  catalog: {
    all: () => ['catalog'] as const,
    categories: (kind: CategoryKind) => ['catalog', 'categories', kind] as const,
    settings: () => ['catalog', 'settings'] as const,
    versions: () => ['catalog', 'versions'] as const,
    country: () => ['catalog', 'country'] as const,
    clientConfig: () => ['catalog', 'clientConfig'] as const,
    exchangeRates: () => ['catalog', 'exchangeRates'] as const,
    countries: () => ['catalog', 'countries'] as const,
    specTemplates: () => ['catalog', 'specTemplates'] as const,
    cities: (country: string) => ['catalog', 'cities', country] as const,
    placeNames: () => ['catalog', 'placeNames'] as const,
    manners: (type: 0 | 1) => ['catalog', 'manners', type] as const,
    allPromotions: () => ['catalog', 'promotions'] as const,
    promotions: (type: PromotionType) => ['catalog', 'promotions', type] as const,
  },
  geo: {
    reverse: (lat: number, lon: number) => ['geo', 'reverse', lat, lon] as const,
    search: (text: string) => ['geo', 'search', text] as const,
  },
  products: {
    all: () => ['products'] as const,
    lists: () => ['products', 'list'] as const,
    list: <P extends ListParams>(params: P) => ['products', 'list', params] as const,
    detail: (id: number) => ['products', 'detail', id] as const,
    mineAll: () => ['products', 'mine'] as const,
    mine: (tab: MyProductTab) => ['products', 'mine', tab] as const,
    purchases: () => ['products', 'purchases'] as const,
    purchaseList: (tab: PurchaseTab) => ['products', 'purchases', tab] as const,
    priceBand: (subject: object) => ['products', 'priceBand', subject] as const,
  },
  likes: {
    all: () => ['likes'] as const,
    list: (type: LikeableType) => ['likes', type] as const,
  },
  searches: {
    recent: () => ['searches', 'recent'] as const,
    popular: () => ['searches', 'popular'] as const,
  },
  chats: {
    all: () => ['chats'] as const,
    lists: () => ['chats', 'list'] as const,
    list: (tab: ChatTab, productId?: number, inbox: ChatInbox = 'own') =>
      ['chats', 'list', tab, productId ?? null, inbox] as const,
    room: (id: number) => ['chats', 'room', id] as const,
    messages: (id: number) => ['chats', 'messages', id] as const,
    partners: (productId: number) => ['chats', 'partners', productId] as const,
    freelancerJob: (roomId: number) => ['chats', 'freelancerJob', roomId] as const,
  },
  alarms: {
    list: () => ['alarms', 'list'] as const,
    announcementsAll: () => ['alarms', 'announcements'] as const,
    announcements: (page: number) => ['alarms', 'announcements', page] as const,
  },
  keywords: {
    list: () => ['keywords'] as const,
    specAlerts: () => ['keywords', 'spec-alerts'] as const,
  },
  services: {
    all: (kind: string) => ['services', kind] as const,
    list: (kind: string, filters: Record<string, string | undefined>) =>
      ['services', kind, 'list', filters] as const,
    detail: (kind: string, id: number) => ['services', kind, 'detail', id] as const,
    quotes: (kind: string, id: number) => ['services', kind, 'quotes', id] as const,
  },
  factories: {
    all: () => ['factories'] as const,
    list: (filters: Record<string, string | undefined>) => ['factories', 'list', filters] as const,
    detail: (id: number) => ['factories', 'detail', id] as const,
    applications: (role: string, status = '') => ['factories', 'applications', role, status] as const,
    applicationsAll: () => ['factories', 'applications'] as const,
  },
  freelancers: {
    all: () => ['freelancers'] as const,
    list: (filters: Record<string, string | undefined>) => ['freelancers', 'list', filters] as const,
    detail: (id: number) => ['freelancers', 'detail', id] as const,
    mine: () => ['freelancers', 'mine'] as const,
  },
  inspections: {
    all: () => ['inspections'] as const,
    ofProduct: (productId: number) => ['inspections', 'product', productId] as const,
    queue: (page: number) => ['inspections', 'queue', page] as const,
  },
  businesses: {
    mine: () => ['businesses', 'mine'] as const,
    invoice: (productId: number) => ['businesses', 'invoice', productId] as const,
    seats: () => ['businesses', 'seats'] as const,
    mySeat: () => ['businesses', 'mySeat'] as const,
  },
  qnas: {
    all: () => ['qnas'] as const,
    list: () => ['qnas', 'list'] as const,
    detail: (id: number) => ['qnas', 'detail', id] as const,
  },
  content: {
    notices: (params: { categoryId?: number }) => ['content', 'notices', params] as const,
    notice: (id: number) => ['content', 'notice', id] as const,
    faqs: (params: { categoryId?: number; word?: string }) => ['content', 'faqs', params] as const,
    faq: (id: number) => ['content', 'faq', id] as const,
    pinnedNotices: () => ['content', 'notices', 'pinned'] as const,
    events: () => ['content', 'events'] as const,
    event: (id: number) => ['content', 'event', id] as const,
  },
  accounts: {
    sessions: () => ['accounts', 'sessions'] as const,
  },
  profile: {
    detail: (id: number) => ['profile', 'detail', id] as const,
    notifications: () => ['profile', 'notifications'] as const,
  },
  blocks: {
    all: () => ['blocks'] as const,
  },
  reviews: {
    all: () => ['reviews'] as const,
    list: (userId: number, kind: ReviewKind, freelancerId?: number) =>
      ['reviews', 'list', userId, kind, freelancerId ?? null] as const,
    detail: (id: number) => ['reviews', 'detail', id] as const,
    manners: (userId: number) => ['reviews', 'manners', userId] as const,
    pending: () => ['reviews', 'pending'] as const,
  },
  admin: {
    all: () => ['admin'] as const,
    reportsAll: () => ['admin', 'reports'] as const,
    reports: <P extends ListParams>(filters: P) => ['admin', 'reports', filters] as const,
    report: (id: number) => ['admin', 'report', id] as const,
    reviewsAll: () => ['admin', 'reviews'] as const,
    reviews: (filters: { search: string; page: number }) => ['admin', 'reviews', filters] as const,
    users: (params: { page: number; perPage: number; search: string }) => ['admin', 'users', params] as const,
    stats: () => ['admin', 'stats'] as const,
    dashboard: (days: number) => ['admin', 'dashboard', days] as const,
    products: () => ['admin', 'products'] as const,
    productList: <P extends ListParams>(params: P) => ['admin', 'products', 'list', params] as const,
    product: (id: number) => ['admin', 'products', 'detail', id] as const,
    chats: (params: { page: number; member: string; product: string }) => ['admin', 'chats', params] as const,
    chat: (id: number) => ['admin', 'chat', id] as const,
    user: (id: number) => ['admin', 'user', id] as const,
    samples: (page: number) => ['admin', 'samples', page] as const,
    promotions: () => ['admin', 'promotions'] as const,
    promotionList: (params: { type: string; page: number }) =>
      ['admin', 'promotions', 'list', params] as const,
    promotion: (id: number) => ['admin', 'promotions', 'detail', id] as const,
    promotionStats: (id: number) => ['admin', 'promotions', 'stats', id] as const,
    settings: () => ['admin', 'settings'] as const,
    specTemplates: () => ['admin', 'specTemplates'] as const,
    places: (kind: 'userCities' | 'userCounties') => ['admin', 'places', kind] as const,
    placeList: (kind: 'userCities' | 'userCounties', page: number) =>
      ['admin', 'places', kind, page] as const,
    qnas: () => ['admin', 'qnas'] as const,
    qnaList: (params: { page: number; status: string; search: string }) =>
      ['admin', 'qnas', 'list', params] as const,
    qna: (id: number) => ['admin', 'qnas', 'detail', id] as const,
    qnaWaiting: () => ['admin', 'qnas', 'waiting'] as const,
    inspectors: () => ['admin', 'inspectors'] as const,
    businesses: () => ['admin', 'businesses'] as const,
    businessList: (params: { page: number; status: string }) =>
      ['admin', 'businesses', 'list', params] as const,
    business: (id: number) => ['admin', 'businesses', 'detail', id] as const,
    content: (kind: ContentKind) => ['admin', 'content', kind] as const,
    contentList: (kind: ContentKind, params: { page: number; search: string }) =>
      ['admin', 'content', kind, 'list', params] as const,
    contentItem: (kind: ContentKind, id: number) => ['admin', 'content', kind, 'item', id] as const,
    /** The services' back office, per subject (`drawingRequests`, `bigNotices`, `factories`, `freelancers`). */
    services: (subject: string) => ['admin', 'services', subject] as const,
    serviceList: (subject: string, params: Record<string, string | number>) =>
      ['admin', 'services', subject, 'list', params] as const,
    serviceItem: (subject: string, id: number) => ['admin', 'services', subject, 'item', id] as const,
  },
  social: {
    options: () => ['social', 'options'] as const,
    pending: () => ['social', 'pending'] as const,
    samples: () => ['social', 'samples'] as const,
  },
} as const;
