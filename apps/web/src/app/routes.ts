/**
 * The route table of spec §2 (React Router, declarative mode: `useRoutes(createRoutes())`).
 * Layouts are part of the entry; every screen is a lazy route module (its own chunk; home aside), the admin
 * layout and screens too, so back-office code loads only under /admin. Each layout's pages render
 * in a RouteBoundary: the error boundary (the data router's errorElement) and the Suspense
 * boundary of the lazy modules and guards.
 */
import { createElement, Fragment, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useParams, type RouteObject } from 'react-router';
import { textsReady } from '../i18n/i18n.ts';
import { FirstPageMark } from '../state/hydration.ts';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { EmptyLayout } from './layouts/empty-layout.tsx';
import { NonWebviewLayout } from './layouts/non-webview-layout.tsx';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import { RootShell } from './root-shell.tsx';
import { RouteBoundary } from './route-boundary.tsx';
import { HomePage } from '../features/products/home-page.tsx';

/** A route module (it exports `Component`); `preload` starts a lazy one's download early. */
interface LazyModule {
  Component: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * A screen renders once its module and the text packs it registered (`textPack`) are loaded. Once
 * `preload` has loaded them, the screen renders at once instead of suspending for a moment: the
 * markup the server drew (`entry-server.tsx`) then hydrates in one pass, before any data the app
 * asks for arrives and changes what it would draw.
 */
function lazyModule(load: () => Promise<{ Component: ComponentType }>): LazyModule {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    const module = await load();
    await textsReady();
    loaded = module.Component;
    return module.Component;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  return {
    Component: function RouteModule() {
      return createElement(loaded ?? Lazy);
    },
    preload,
  };
}

/** `{id}` parameters are numeric; anything else is 'This page could not be found' (spec §8). */
export function isValidId(id: string | undefined): boolean {
  return id === undefined || /^[1-9]\d{0,9}$/.test(id);
}

function NumericId({ children }: { children: ReactNode }) {
  return isValidId(useParams().id) ? children : createElement(NotFoundPage);
}

/*
 * Route modules: every screen is its own lazy chunk but home, the first screen of most visits,
 * which is part of the entry so it does not wait for a second round of downloads.
 */
const home: LazyModule = { Component: HomePage, preload: () => Promise.resolve() };
const adminNotFound = lazyModule(() => import('./pages/admin-not-found-page.tsx'));
const browse = lazyModule(() => import('../features/products/browse-page.tsx'));
const productDetail = lazyModule(() => import('../features/products/product-detail-page.tsx'));
const productShare = lazyModule(() => import('../features/products/share-redirect-page.tsx'));
const productForm = lazyModule(() => import('../features/products/product-form-page.tsx'));
const salesHistory = lazyModule(() => import('../features/products/sales-history-page.tsx'));
const purchaseHistory = lazyModule(() => import('../features/products/purchase-history-page.tsx'));
const buyerSelect = lazyModule(() => import('../features/products/buyer-select-page.tsx'));
const chats = lazyModule(() => import('../features/chats/chats-page.tsx'));
const chatRoom = lazyModule(() => import('../features/chats/chat-room-page.tsx'));
const searches = lazyModule(() => import('../features/searches/searches-page.tsx'));
const likes = lazyModule(() => import('../features/likes/likes-page.tsx'));
const productCategories = lazyModule(() => import('../features/products/category-page.tsx'));
const login = lazyModule(() => import('../features/auth/login-page.tsx'));
const logout = lazyModule(() => import('../features/auth/logout-page.tsx'));
const mypage = lazyModule(() => import('../features/mypage/mypage-page.tsx'));
const signUp = lazyModule(() => import('../features/auth/sign-up-page.tsx'));
const contactLogin = lazyModule(() => import('../features/auth/contact-login-page.tsx'));
const findId = lazyModule(() => import('../features/auth/find-id-page.tsx'));
const successFindId = lazyModule(() => import('../features/auth/success-find-id-page.tsx'));
const findPassword = lazyModule(() => import('../features/auth/find-password-page.tsx'));
const resetPassword = lazyModule(() => import('../features/auth/reset-password-page.tsx'));
const successFindPassword = lazyModule(() => import('../features/auth/success-find-password-page.tsx'));
const withdrawal = lazyModule(() => import('../features/accounts/withdrawal-page.tsx'));
const sessions = lazyModule(() => import('../features/accounts/sessions-page.tsx'));
const userProfile = lazyModule(() => import('../features/profile/user-profile-page.tsx'));
const editProfile = lazyModule(() => import('../features/profile/edit-profile-page.tsx'));
const editAccount = lazyModule(() => import('../features/profile/edit-account-page.tsx'));
const editAlarm = lazyModule(() => import('../features/profile/edit-alarm-page.tsx'));
const settings = lazyModule(() => import('../features/profile/settings-page.tsx'));
const blocks = lazyModule(() => import('../features/profile/blocks-page.tsx'));
const policy = lazyModule(() => import('../features/policies/policy-page.tsx'));
const notices = lazyModule(() => import('../features/content/notices-page.tsx'));
const notice = lazyModule(() => import('../features/content/notice-page.tsx'));
const faqs = lazyModule(() => import('../features/content/faqs-page.tsx'));
const faq = lazyModule(() => import('../features/content/faq-page.tsx'));
const events = lazyModule(() => import('../features/content/events-page.tsx'));
const event = lazyModule(() => import('../features/content/event-page.tsx'));
const needUpdate = lazyModule(() => import('../features/app/need-update-page.tsx'));
const intro = lazyModule(() => import('../features/app/intro-page.tsx'));
const bridgeTest = lazyModule(() => import('../features/app/bridge-test-page.tsx'));
const contactTest = lazyModule(() => import('../features/app/contact-test-page.tsx'));
const sell = lazyModule(() => import('../features/app/sell-page.tsx'));
const adminLayout = lazyModule(() => import('../admin/admin-layout.tsx'));
const adminLogin = lazyModule(() => import('../admin/auth/admin-login-page.tsx'));
const adminDashboard = lazyModule(() => import('../admin/dashboard/dashboard-page.tsx'));
const adminUsers = lazyModule(() => import('../admin/users/users-page.tsx'));
const adminProducts = lazyModule(() => import('../admin/products/products-page.tsx'));
const adminProductCreate = lazyModule(() => import('../admin/products/product-create-page.tsx'));
const adminChats = lazyModule(() => import('../admin/chats/admin-chats-page.tsx'));
const adminChat = lazyModule(() => import('../admin/chats/admin-chat-page.tsx'));
const adminReports = lazyModule(() => import('../admin/reports/reports-page.tsx'));
const adminReport = lazyModule(() => import('../admin/reports/report-page.tsx'));
const adminReviews = lazyModule(() => import('../admin/reports/reviews-page.tsx'));
const alarms = lazyModule(() => import('../features/alarms/alarms-page.tsx'));
const keywords = lazyModule(() => import('../features/keywords/keywords-page.tsx'));
const qnas = lazyModule(() => import('../features/qnas/qnas-page.tsx'));
const myBusiness = lazyModule(() => import('../features/businesses/my-business-page.tsx'));
const seatRedeem = lazyModule(() => import('../features/businesses/seat-redeem-page.tsx'));
const invoiceRequest = lazyModule(() => import('../features/businesses/invoice-request-page.tsx'));
const adminBusinesses = lazyModule(() => import('../admin/businesses/businesses-page.tsx'));
const adminInspections = lazyModule(() => import('../admin/inspections/inspections-page.tsx'));
const inspectionReport = lazyModule(() => import('../features/inspections/inspection-report-page.tsx'));
const inspectionQueue = lazyModule(() => import('../features/inspections/inspection-queue-page.tsx'));
const qnaCreate = lazyModule(() => import('../features/qnas/qna-create-page.tsx'));
const qna = lazyModule(() => import('../features/qnas/qna-page.tsx'));
// Drawing requests and production notices: one module per screen for both (the path tells the kind).
const serviceRequests = lazyModule(() => import('../features/services/service-requests-page.tsx'));
const serviceRequest = lazyModule(() => import('../features/services/service-request-page.tsx'));
const serviceRequestForm = lazyModule(() => import('../features/services/service-request-form-page.tsx'));
const factoryApplications = lazyModule(() => import('../features/factories/factory-applications-page.tsx'));
const factory = lazyModule(() => import('../features/factories/factory-page.tsx'));
const factoryForm = lazyModule(() => import('../features/factories/factory-form-page.tsx'));
const freelancers = lazyModule(() => import('../features/freelancers/freelancers-page.tsx'));
const freelancer = lazyModule(() => import('../features/freelancers/freelancer-page.tsx'));
// "Mine" of the services under /mypage.
const myServiceRequests = lazyModule(() => import('../features/services/my-service-requests-page.tsx'));
const myFactories = lazyModule(() => import('../features/factories/my-factories-page.tsx'));
const myFreelancer = lazyModule(() => import('../features/freelancers/my-freelancer-page.tsx'));
const adminServices = lazyModule(() => import('../admin/services/admin-services-page.tsx'));
const adminAlarms = lazyModule(() => import('../admin/alarms/alarms-page.tsx'));
const adminQnas = lazyModule(() => import('../admin/qnas/qnas-page.tsx'));
const adminQnaAnswer = lazyModule(() => import('../admin/qnas/qna-answer-page.tsx'));
const adminContentList = lazyModule(() => import('../admin/content/content-list-page.tsx'));
const adminContentForm = lazyModule(() => import('../admin/content/content-form-page.tsx'));
const adminUserCreate = lazyModule(() => import('../admin/users/user-create-page.tsx'));
const adminExamples = lazyModule(() => import('../admin/samples/examples-page.tsx'));
const adminExampleCreate = lazyModule(() => import('../admin/samples/example-create-page.tsx'));
const reviews = lazyModule(() => import('../features/reviews/reviews-page.tsx'));
const reviewCreate = lazyModule(() => import('../features/reviews/review-create-page.tsx'));
const manners = lazyModule(() => import('../features/reviews/manners-page.tsx'));
const requestRemove = lazyModule(() => import('../features/reports/request-remove-page.tsx'));
const adminPromotions = lazyModule(() => import('../admin/promotions/promotions-page.tsx'));
const adminPromotionCreate = lazyModule(() => import('../admin/promotions/promotion-create-page.tsx'));
const adminSettings = lazyModule(() => import('../admin/settings/settings-page.tsx'));
const adminSpecTemplates = lazyModule(() => import('../admin/specs/spec-templates-page.tsx'));
const adminSpecTemplate = lazyModule(() => import('../admin/specs/spec-template-page.tsx'));
const adminUserCities = lazyModule(() => import('../admin/places/user-cities-page.tsx'));
const adminUserCounties = lazyModule(() => import('../admin/places/user-counties-page.tsx'));
const adminSettingsCreate = lazyModule(() => import('../admin/settings/settings-create-page.tsx'));
const socialLogin = lazyModule(() => import('../features/auth/social-login-page.tsx'));
const sampleLogin = lazyModule(() => import('../features/auth/sample-login-page.tsx'));
const samples = lazyModule(() => import('../features/auth/samples-page.tsx'));

/** A page, and the mark that tells the app its first page is on screen (`state/hydration.ts`). */
const page = (module: LazyModule) =>
  createElement(Fragment, null, createElement(module.Component), createElement(FirstPageMark));

function route(path: string, module: LazyModule): RouteObject {
  const element = page(module);
  return {
    path,
    element: path.includes(':id') ? createElement(NumericId, null, element) : element,
    handle: module,
  };
}
const index = (module: LazyModule): RouteObject => ({
  index: true,
  element: page(module),
  handle: module,
});

/** Public routes open to visitors, inside the default layout (spec §2). */
const publicOpen: RouteObject[] = [
  index(home),
  route('products', browse),
  route('productsSearch', browse),
  route('products/:id', productDetail),
  route('products/:id/inspection', inspectionReport),
  route('products/share/:id?', productShare),
  route('productCategories/:id?', productCategories),
  route('events', events),
  route('events/:id', event),
  route('faqs', faqs),
  route('faqs/:id', faq),
  route('notices', notices),
  route('notices/:id', notice),
  route('searches', searches),
  route('reviews/:id?', reviews),
  route('users/:id?', userProfile),
  route('requestRemoves/create', requestRemove),
  // Service category menu.
  route('drawingRequests', serviceRequests),
  route('drawingRequests/:id', serviceRequest),
  route('bigNotices', serviceRequests),
  route('bigNotices/:id', serviceRequest),
  route('factoryApplications', factoryApplications),
  route('factories/:id', factory),
  route('freelancers', freelancers),
  route('freelancers/:id', freelancer),
];

/** Public routes behind the user rule, inside the default layout. */
const publicSignedIn: RouteObject[] = [
  route('mypage', mypage),
  route('mypage/blocks', blocks),
  route('mypage/business', myBusiness),
  route('businessSeats/redeem', seatRedeem),
  route('products/:id/invoice', invoiceRequest),
  route('inspections', inspectionQueue),
  route('mypage/settings', settings),
  route('mypage/products/buyer_select', buyerSelect),
  route('mypage/products/indexByBuy', purchaseHistory),
  route('mypage/products/indexBySell', salesHistory),
  // Create, and edit with ?id= (the spec lists no edit route).
  route('products/create', productForm),
  route('alarms', alarms),
  route('chats', chats),
  route('chats/:id', chatRoom),
  route('keywords', keywords),
  route('likes', likes),
  route('manners', manners),
  route('qnas', qnas),
  route('qnas/create', qnaCreate),
  route('qnas/:id', qna),
  route('sell', sell),
  route('reviews/create', reviewCreate),
  route('users/remove', withdrawal),
  route('mypage/sessions', sessions),
  route('users/editAccount', editAccount),
  route('users/editAlarm', editAlarm),
  route('users/editProfile', editProfile),
  route('factories/create', factoryForm),
  route('drawingRequests/create', serviceRequestForm),
  route('bigNotices/create', serviceRequestForm),
  route('mypage/services/requests', myServiceRequests),
  route('mypage/services/quotes', myServiceRequests),
  route('mypage/services/factories', myFactories),
  route('mypage/services/freelancer', myFreelancer),
];

/** Screens without chrome: sign-in, sign-up, account recovery, the update notice. */
const emptyLayoutRoutes: RouteObject[] = [
  route('login', login),
  route('loginByContact', contactLogin),
  route('loginSample', sampleLogin),
  route('socialLogin', socialLogin),
  route('logout', logout),
  route('needUpdate', needUpdate),
  route('users/create', signUp),
  route('users/findId', findId),
  route('users/findPassword', findPassword),
  route('users/resetPassword', resetPassword),
  route('users/successFindId', successFindId),
  route('users/successFindPassword', successFindPassword),
  route('admin/login', adminLogin),
];

/** Pages opened in ordinary browsers (landing, policies, test pages). */
const nonWebviewRoutes: RouteObject[] = [
  route('intro', intro),
  route('contents/locationPolicy', policy),
  route('contents/privacyPolicy', policy),
  route('contents/servicePolicy', policy),
  route('samples', samples),
  route('test', bridgeTest),
  { element: createElement(RequireAdmin), children: [route('contactTests/create', contactTest)] },
];

/** The back office (spec §2 admin routes); every module is a lazy admin chunk. */
const adminRoutes: RouteObject[] = [
  index(adminDashboard),
  route('users', adminUsers),
  route('products', adminProducts),
  route('products/create', adminProductCreate),
  route('chats', adminChats),
  route('chats/:id', adminChat),
  route('reports', adminReports),
  route('reports/:id', adminReport),
  route('reviews', adminReviews),
  route('alarms', adminAlarms),
  route('users/create', adminUserCreate),
  route('examples', adminExamples),
  route('examples/create', adminExampleCreate),
  route('promotions', adminPromotions),
  route('promotions/create', adminPromotionCreate),
  route('settings', adminSettings),
  route('specTemplates', adminSpecTemplates),
  route('specTemplates/:id', adminSpecTemplate),
  route('settings/create', adminSettingsCreate),
  route('userCities', adminUserCities),
  route('userCounties', adminUserCounties),
  route('qnas', adminQnas),
  route('businesses', adminBusinesses),
  route('inspections', adminInspections),
  route('qnas/create', adminQnaAnswer),
  // The services: one list-and-detail module for the four (the path says which).
  ...['drawingRequests', 'bigNotices', 'factories', 'freelancers'].map((subject) =>
    route(subject, adminServices),
  ),
  // Notices, FAQ and events: one list and one form module for the three kinds.
  ...['notices', 'faqs', 'events'].flatMap((kind) => [
    route(kind, adminContentList),
    route(`${kind}/create`, adminContentForm),
  ]),
  route('*', adminNotFound),
];

/** Children render inside the layout, so an error or 404 keeps the header and menus. */
function inLayout(children: RouteObject[]): RouteObject[] {
  return [{ element: createElement(RouteBoundary), children }];
}

export function createRoutes(): RouteObject[] {
  return [
    {
      element: createElement(RootShell),
      children: [
        {
          element: createElement(DefaultLayout),
          children: inLayout([
            ...publicOpen,
            { element: createElement(RequireUser), children: publicSignedIn },
            // Unknown route: 'This page could not be found' (part of the entry: the error page shows it too).
            { path: '*', element: createElement(NotFoundPage) },
          ]),
        },
        { element: createElement(EmptyLayout), children: inLayout(emptyLayoutRoutes) },
        { element: createElement(NonWebviewLayout), children: inLayout(nonWebviewRoutes) },
        {
          path: 'admin',
          element: createElement(RequireAdmin),
          children: [
            {
              element: createElement(adminLayout.Component),
              handle: adminLayout,
              children: inLayout(adminRoutes),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Starts downloading the lazy modules of the routes matching `pathname` at once and in parallel
 * (the data router did this for its lazy routes), instead of one after another as they render.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) =>
      (match.route.handle as LazyModule | undefined)?.preload().catch(() => undefined),
    ),
  );
}
