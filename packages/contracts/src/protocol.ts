import { IMAGE_EDGES } from './limits.ts';

/**
 * Names both ends of the wire use (design §3): the CSRF cookie and header, the request-context
 * headers every call carries, and method override. The server reads request headers in lower
 * case (Node lowercases them); these are the canonical spellings the clients send.
 */
/** Sets the readable CSRF cookie (and a session when there is none). */
export const CSRF_PATH = '/api/csrf-cookie';
/** The cookie holding the signed double-submit token. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** Every mutating request sends the cookie's value back in this header (419 otherwise). */
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** The interface language (ko, en, de, ja; parsed by `pickLanguage`). */
export const LANGUAGE_HEADER = 'Accept-Language';
/**
 * The reader's chosen language, written by the web app whenever it starts or switches, so the
 * server draws every page in it from the first byte (`pageLanguage`).
 */
export const LANGUAGE_COOKIE = 'steelyard_lang';
/**
 * The reader's IANA time zone (`Asia/Seoul`), written by the web app once the browser is idle, so
 * the server draws the next page's dates on the reader's day (`pageTimeZone`).
 */
export const TIME_ZONE_COOKIE = 'steelyard_tz';
/** The client's server country (ISO 3166-1 alpha-2). */
export const COUNTRY_HEADER = 'X-Country';
/** The device's push token, when the native app has one. */
export const PUSH_TOKEN_HEADER = 'X-Push-Token';
/** A POST standing for PATCH, PUT or DELETE names the method here… */
export const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';
/** …or in this body field, sent first (the server reads at most the body's first 64 KiB for it). */
export const METHOD_OVERRIDE_FIELD = '_method';

/**
 * The page's first data, sent inside its HTML (`<script type="application/json">` with this id):
 * a list of `{ key, body }`, where `body` is exactly what the API would answer for `key`.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
/** The first page of the newest products, `GET /api/products?cursor=&per_page=LIMITS.perPageDefault`. */
export const FIRST_SCREEN_PRODUCT_LIST = 'products:first-page';
/**
 * A product's page, `GET /api/products/{id}` for this viewer, read without counting a view: the
 * app draws it at once and asks again, which counts the view as a visit without the HTML did.
 */
export const FIRST_SCREEN_PRODUCT_DETAIL = 'products:detail';
/**
 * Set on `<div id="root">` when the server drew the first screen into it: the language it drew
 * in, the time (ms since the epoch) its relative times ('3분 전') were counted from and the time
 * zone its dates were drawn in. The app hydrates that markup only in the same language, counting
 * from the same time and writing dates in the same zone while it does.
 */
export const SERVER_RENDER_LANGUAGE_ATTRIBUTE = 'data-rendered-language';
export const SERVER_RENDER_TIME_ATTRIBUTE = 'data-rendered-at';
export const SERVER_RENDER_TIME_ZONE_ATTRIBUTE = 'data-rendered-time-zone';
/**
 * On a drawn page's inline script: the app's scripts, space-separated, the entry first, then the
 * modules it imports; the script loads them once the page's first photo is painted.
 */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';
/**
 * Home's pinned notices in one language, `GET /api/notices?pinned=1&per_page=3` read in `language`.
 * The page holds all four: the app's language is chosen in the browser, not by the request.
 */
export const firstScreenPinnedNotices = (language: string) => `notices:pinned:${language}`;
/**
 * The boot's answers (`BootAnswersDto`) in `language`, the one the server draws in: the app seeds
 * them only when it starts in that language and takes the drawing over, so its start then asks
 * the server nothing it already said and draws nothing again.
 */
export const firstScreenBoot = (language: string) => `boot:${language}`;
/** The places' names in `language` (`GET /api/placeNames`), beside the boot's answers on a drawn page. */
export const firstScreenPlaceNames = (language: string) => `places:names:${language}`;
/**
 * The first page of a services list without filters (`drawing`: `/drawingRequests`, `production`:
 * `/bigNotices`), `GET /api/{drawingRequests,bigNotices}?scope=all&cursor=` for this viewer.
 */
export const firstScreenServiceRequests = (kind: string) => `services:first-page:${kind}`;
/** The freelancers' first page without filters, `GET /api/freelancers?cursor=` for this viewer. */
export const FIRST_SCREEN_FREELANCERS = 'freelancers:first-page';
/** `/searches`' lists: `GET /api/searches` (this member's or device's) and `GET /api/searches/popular`. */
export const FIRST_SCREEN_RECENT_SEARCHES = 'searches:recent';
export const FIRST_SCREEN_POPULAR_SEARCHES = 'searches:popular';
/**
 * The signed-in member's own screens (`/qnas`, `/mypage`, `/chats`) carry who they are, `GET /api/user`
 * as it answers them (the boot's answers leave the member out: `BootAnswersDto`); never a visitor's page.
 */
export const FIRST_SCREEN_CURRENT_USER = 'session:user';
/** The member's inquiries' first page, `GET /api/qnas` for them. */
export const FIRST_SCREEN_QNAS = 'qnas:first-page';
/**
 * `/chats`' first screen: the member's rooms' first page in the tab 'all' (`GET /api/chats?tab=all`)
 * and the business seat they hold, if any (`GET /api/businessSeats/mine`), which picks the inboxes shown.
 */
export const FIRST_SCREEN_CHATS = 'chats:first-page';
export const FIRST_SCREEN_MY_SEAT = 'businesses:my-seat';
/** How many pinned notices home asks for. */
export const PINNED_NOTICES_SHOWN = 3;

/**
 * A product photo at full width (the page is at most 640 px wide): the `srcset` of its two sizes
 * and the `sizes` the browser picks by. The server's preload of a product's first photo uses the
 * same pair, so the browser fetches once what the page then shows.
 */
export const PRODUCT_PHOTO_SIZES = '(min-width: 640px) 640px, 100vw';
export const productPhotoSrcSet = (photo: { url: string; thumb_url: string }) =>
  `${photo.thumb_url} ${IMAGE_EDGES.thumb}w, ${photo.url} ${IMAGE_EDGES.display}w`;
