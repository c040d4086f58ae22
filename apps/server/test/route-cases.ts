import { issueCode } from '../src/modules/accounts/one-time-codes.repository.ts';
import { contactIdentity, emailIdentity } from '../src/modules/rejoin-bans/rejoin-bans.identities.ts';
import { hashSessionToken, insertSession, newSessionToken } from '../src/http/session-store.ts';
import { saveImage } from '../src/modules/images/images.service.ts';
import { createQna as askQna } from '../src/modules/qnas/qnas.service.ts';
import { listCurrentTemplates } from '../src/modules/specs/specs.repository.ts';
import { Agent } from './agent.ts';
import {
  createAlarm,
  createChat,
  createContent,
  createImage,
  createProduct,
  createQna,
  jpegBytes,
  nextAddress,
  productCategoryId,
} from './factories.ts';
import {
  createFactory,
  createFactoryApplication,
  createFreelancer,
  createFreelancerRoom,
  createServiceQuote,
  createServiceRequest,
  dayFromToday,
  DRAWING_BYTES,
  drawingFile,
  drawingRequestFields,
} from './service-fixtures.ts';
import type { Call, Role, World } from './world.ts';

/*
 * Every route of the OpenAPI document, with what each role gets from it on resources made for
 * the `member` role (see world.ts). The authorization matrix calls each route as every role and
 * checks these statuses; the fuzz suite starts from the same calls. A route missing here fails
 * the matrix: a new route adds its entry.
 */

export type Expectation = Record<Role, number>;

export interface RouteCase {
  expect: Expectation;
  /** Makes what the call is about, fresh for each role, and says how to call. */
  prepare?: (world: World, role: Role) => Promise<Call>;
}

/** Every role gets `status`. */
const everyone = (status: number): Expectation => ({
  visitor: status,
  member: status,
  other: status,
  blocked: status,
  admin: status,
});
/** Any signed-in member gets `status`; a visitor 401. */
const members = (status: number): Expectation => ({ ...everyone(status), visitor: 401 });
/** Only the member whose resource it is gets `status`; other members `refusal`. */
const ownerOnly = (status: number, refusal = 404): Expectation => ({
  visitor: 401,
  member: status,
  other: refusal,
  blocked: refusal,
  admin: refusal,
});
/** The back office: members 403, a visitor 401. */
const adminOnly = (status: number): Expectation => ({
  visitor: 401,
  member: 403,
  other: 403,
  blocked: 403,
  admin: status,
});

let sequence = 0;
const unique = () => `${process.pid}x${++sequence}`;

const productOf = async (w: World) => (await createProduct(w.db, w.owner.id)).id;
/** A spec alert of the owner's, written directly so repeated runs never meet the 20-alert limit. */
const ownSpecAlert = async (w: World) =>
  (
    await w.db
      .insertInto('spec_alerts')
      .values({ user_id: w.owner.id, name: 'Lathes', filters: JSON.stringify({ kind: 'lathe' }) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const productBody = async (w: World) => ({
  type: 'sale',
  category_id: await productCategoryId(w.db),
  title: `Lathe ${unique()}`,
  price: 1_200_000,
  place_name: 'Ansan',
  lat: 37.3,
  lon: 126.8,
});
const promotionBody = async (w: World) => ({
  type: 'PRODUCT',
  image_id: (await createImage(w.db)).id,
  url: '/products',
  type_url: 1,
  starts_at: new Date(Date.now() - 86_400_000).toISOString(),
  ends_at: new Date(Date.now() + 86_400_000).toISOString(),
});
/** The stranger's area set to an unknown city (or an unknown county of Seoul); the name. */
const placeOf = async (w: World, kind: 'city' | 'county') => {
  const name = `Place ${unique()}`;
  await w.db
    .updateTable('users')
    .set(kind === 'city' ? { city: name } : { city: '서울특별시', county: name })
    .where('id', '=', (await w.stranger()).id)
    .execute();
  return name;
};
const knownCityId = async (w: World) =>
  (
    await w.db
      .selectFrom('cities')
      .select('id')
      .where('country', '=', 'KR')
      .where('name', '=', '서울특별시')
      .executeTakeFirstOrThrow()
  ).id;
/** A room about the owner's post between the owner (seller) and a buyer who plays no role. */
const roomOf = async (w: World) => {
  const product = await createProduct(w.db, w.owner.id);
  const room = await createChat(w.db, product.id, (await w.stranger()).id);
  return { roomId: room.id, productId: product.id };
};
/** A stranger's price offer on the owner's negotiable post, awaiting the owner's answer. */
const offerOf = async (w: World) => {
  const product = await createProduct(w.db, w.owner.id, { negotiable: true });
  const buyer = await w.stranger();
  const room = await createChat(w.db, product.id, buyer.id);
  const row = await w.db
    .insertInto('offers')
    .values({
      product_id: product.id,
      buyer_id: buyer.id,
      seller_id: w.owner.id,
      room_id: room.id,
      amount: 400_000,
      currency: 'KRW',
      status: 'awaiting_seller',
      last_actor_id: buyer.id,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
async function giveContact(w: World, userId: number) {
  const contact = `010${String(++sequence + process.pid * 1000)
    .slice(-8)
    .padStart(8, '0')}`;
  await w.db.updateTable('users').set({ contact, name: 'Kim' }).where('id', '=', userId).execute();
  return contact;
}
const area = { city: '서울특별시', county: '강남구' };

/** An open report of the owner's post by a stranger. */
const reportOf = async (w: World) => {
  const reporter = await w.stranger();
  const productId = await productOf(w);
  const row = await w.db
    .insertInto('reports')
    .values({
      kind: 'product',
      reporter_id: reporter.id,
      reportable_id: productId,
      target_user_id: w.owner.id,
      reason: 'scam',
      snapshot: JSON.stringify({ title: 'Lathe' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

const mannerOf = async (w: World, type: 0 | 1 = 1) =>
  (await w.db.selectFrom('manners').select('id').where('type', '=', type).executeTakeFirstOrThrow()).id;
/** The owner's post sold to `buyerId`: a completed trade both may review. */
const tradeOf = async (w: World, buyerId: number) =>
  (await createProduct(w.db, w.owner.id, { status: 'completed', buyerId })).id;
/** A public review of the owner, by a stranger who bought the owner's post. */
const reviewOf = async (w: World) => {
  const buyer = await w.stranger();
  const productId = await tradeOf(w, buyer.id);
  const row = await w.db
    .insertInto('reviews')
    .values({
      product_id: productId,
      reviewer_id: buyer.id,
      reviewee_id: w.owner.id,
      reviewer_role: 'buyer',
      good_count: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await w.db
    .insertInto('review_manners')
    .values({ review_id: row.id, manner_id: await mannerOf(w) })
    .execute();
  return row.id;
};
/** A room about the owner's freelancer profile with a stranger as the client. */
const freelancerRoomOf = async (w: World) =>
  (await createFreelancerRoom(w.db, await createFreelancer(w.db, w.owner.id), (await w.stranger()).id))
    .roomId;
/** The back office's notices, FAQ and events: the same seven routes for each kind. */
/** The owner's one business with a stored proof, pending again (a case's fresh state). */
/** A completed trade with a verified business, the owner on the given side and a stranger on the other. */
const invoiceTradeOf = async (w: World, ownerSide: 'buyer' | 'seller') => {
  const stranger = await w.stranger();
  const [sellerId, buyerId] = ownerSide === 'seller' ? [w.owner.id, stranger.id] : [stranger.id, w.owner.id];
  await w.db.updateTable('users').set({ business_verified: true }).where('id', '=', sellerId).execute();
  return (await createProduct(w.db, sellerId, { status: 'completed', buyerId })).id;
};
const INVOICE_DETAILS = {
  country: 'KR',
  legal_name: 'Busan Works',
  registration_number: '1078614075',
  representative: 'Lee',
  address: 'Busan',
  email: 'tax@busan.example',
};
/** An open inspection request of a stranger's post, asked by another stranger. */
const inspectionRequestOf = async (w: World) => {
  const product = await createProduct(w.db, (await w.stranger()).id);
  const requester = await w.stranger();
  const row = await w.db
    .insertInto('inspection_requests')
    .values({ product_id: product.id, requester_id: requester.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
/** A report of the owner's post (no checklist needed: written as filed). */
const inspectionReportOf = async (w: World) => {
  const product = await createProduct(w.db, w.owner.id);
  const row = await w.db
    .insertInto('inspection_reports')
    .values({
      product_id: product.id,
      inspector_id: (await w.stranger({ isAdmin: true })).id,
      inspected_on: '2026-11-20',
      checklist: 'general',
      ratings: JSON.stringify([{ component: 'exterior', rating: 'good' }]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
const COMMON_RATINGS = ['exterior', 'electrical', 'controls', 'safety', 'run_test'].map((component) => ({
  component,
  rating: 'good',
}));
const businessOf = async (w: World) => {
  const proofKey = `private/business-proofs/test/${unique()}.pdf`;
  const bytes = DRAWING_BYTES.pdf;
  await w.app.deps.storage.put(proofKey, bytes, {
    contentType: 'application/octet-stream',
    size: bytes.length,
  });
  return upsertBusiness(w, w.owner.id, { proofKey, size: bytes.length, status: 'pending' });
};
/** A member's one business, made or overwritten, with a proof stored under `proofKey`. */
const upsertBusiness = async (
  w: World,
  userId: number,
  options: { proofKey: string; size: number; status: 'pending' | 'verified' },
) => {
  const values = {
    country: 'KR',
    legal_name: 'Steelyard Tools',
    registration_number: '1248100998',
    representative: 'Kim',
    address: 'Seoul',
    proof_key: options.proofKey,
    proof_format: 'pdf',
    proof_name: 'proof.pdf',
    proof_size: options.size,
    status: options.status,
    refusal_reason: null,
  };
  const row = await w.db
    .insertInto('businesses')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
/** A verified business of `userId` (the owner's by default): what seats need (its proof is never read). */
const verifiedBusinessOf = (w: World, userId = w.owner.id) =>
  upsertBusiness(w, userId, {
    proofKey: `private/business-proofs/test/${unique()}.pdf`,
    size: 1,
    status: 'verified',
  });
/** An open seat invitation of a verified business (the owner's by default) to `email`. */
const seatInvitationOf = async (w: World, email: string, ownerId = w.owner.id) =>
  await w.db
    .insertInto('business_seat_invitations')
    .values({
      business_id: await verifiedBusinessOf(w, ownerId),
      email: email.toLowerCase(),
      code: unique().replace(/\W/g, '').toUpperCase().padEnd(8, 'Z').slice(-8),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();

function adminContentCases(): Record<string, RouteCase> {
  const cases: Record<string, RouteCase> = {};
  for (const kind of ['notices', 'faqs', 'events'] as const) {
    const day = 86_400_000;
    const body = () => ({
      title_ko: `Title ${unique()}`,
      content_ko: '<p>Body</p>',
      ...(kind === 'events'
        ? {
            starts_at: new Date(Date.now() - day).toISOString(),
            ends_at: new Date(Date.now() + day).toISOString(),
          }
        : {}),
    });
    const rowOf = async (w: World) => {
      const ids = await createContent(w.db);
      return kind === 'notices' ? ids.noticeId : kind === 'faqs' ? ids.faqId : ids.eventId;
    };
    const one = (status: number, extra: () => Record<string, unknown> = () => ({})): RouteCase => ({
      expect: adminOnly(status),
      prepare: async (w) => ({ params: { id: await rowOf(w) }, body: extra() }),
    });
    cases[`GET /api/admin/${kind}`] = { expect: adminOnly(200) };
    cases[`POST /api/admin/${kind}`] = { expect: adminOnly(201), prepare: async () => ({ body: body() }) };
    cases[`GET /api/admin/${kind}/{id}`] = one(200);
    cases[`PATCH /api/admin/${kind}/{id}`] = one(200, body);
    cases[`PATCH /api/admin/${kind}/{id}/publish`] = one(200, () => ({ published: 0 }));
    cases[`PATCH /api/admin/${kind}/{id}/pin`] = one(200, () => ({ pinned: 1 }));
    cases[`DELETE /api/admin/${kind}/{id}`] = one(200);
  }
  return cases;
}

/** Drawing requests and production notices: one flow, the same cases under both paths. */
/** A back-office list of one of the services, its items and their hiding: admins only. */
function adminServiceCases(base: string, make: (w: World) => Promise<number>): Record<string, RouteCase> {
  return {
    [`GET ${base}`]: { expect: adminOnly(200) },
    [`GET ${base}/{id}`]: {
      expect: adminOnly(200),
      prepare: async (w) => ({ params: { id: await make(w) } }),
    },
    [`PATCH ${base}/{id}/hidden`]: {
      expect: adminOnly(200),
      prepare: async (w) => ({ params: { id: await make(w) }, body: { hidden: 1 } }),
    },
  };
}

function serviceRequestCases(base: string, kind: 'drawing' | 'production'): Record<string, RouteCase> {
  const requestOf = (w: World, confidential = false) =>
    createServiceRequest(w.db, w.owner.id, { kind, confidential });
  return {
    [`GET ${base}`]: { expect: everyone(200) },
    [`POST ${base}`]: {
      expect: members(201),
      prepare: async () => ({
        body: { ...drawingRequestFields(), 'files[]': drawingFile('part.pdf', DRAWING_BYTES.pdf) },
        multipart: true,
      }),
    },
    [`GET ${base}/{id}`]: {
      expect: { ...everyone(200), blocked: 404 },
      prepare: async (w) => ({ params: { id: (await requestOf(w)).id } }),
    },
    [`PATCH ${base}/{id}`]: {
      expect: ownerOnly(200),
      prepare: async (w) => ({
        params: { id: (await requestOf(w)).id },
        body: { title: `Shaft ${unique()}` },
      }),
    },
    [`PATCH ${base}/{id}/status`]: {
      expect: ownerOnly(200),
      prepare: async (w) => ({ params: { id: (await requestOf(w)).id }, body: { status: 'cancelled' } }),
    },
    // Only another supplier accepts a confidential request's terms.
    [`POST ${base}/{id}/terms`]: {
      expect: { visitor: 401, member: 403, other: 200, blocked: 404, admin: 200 },
      prepare: async (w) => ({ params: { id: (await requestOf(w, true)).id } }),
    },
    [`GET ${base}/{id}/quotes`]: {
      expect: { ...members(200), blocked: 404 },
      prepare: async (w) => ({ params: { id: (await requestOf(w)).id } }),
    },
    // No quote on one's own request.
    [`POST ${base}/{id}/quotes`]: {
      expect: { visitor: 401, member: 403, other: 201, blocked: 404, admin: 201 },
      prepare: async (w) => ({
        params: { id: (await requestOf(w)).id },
        body: {
          price: 90_000,
          lead_days: 7,
          valid_until: new Date(Date.now() + 864e6).toISOString().slice(0, 10),
        },
      }),
    },
    // The member's own quote on a stranger's request.
    [`DELETE ${base}/{id}/quotes/{quoteId}`]: {
      expect: ownerOnly(200),
      prepare: async (w) => {
        const { id } = await createServiceRequest(w.db, (await w.stranger()).id, { kind });
        return { params: { id, quoteId: await createServiceQuote(w.db, id, w.owner.id) } };
      },
    },
    [`POST ${base}/{id}/award`]: {
      expect: ownerOnly(200),
      prepare: async (w) => {
        const { id } = await requestOf(w);
        return {
          params: { id },
          body: { quote_id: await createServiceQuote(w.db, id, (await w.stranger()).id) },
        };
      },
    },
    // A confidential drawing: its owner only until the terms are accepted.
    [`GET ${base}/{id}/files/{fileId}`]: {
      expect: { visitor: 401, member: 200, other: 403, blocked: 404, admin: 403 },
      prepare: async (w) => {
        const { id, fileId } = await requestOf(w, true);
        return { params: { id, fileId } };
      },
    },
  };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  // Session
  'POST /api/login': {
    expect: everyone(200),
    prepare: async (w) => ({ body: { email: w.owner.email, password: 'password' } }),
  },
  'POST /api/logout': { expect: everyone(204) },
  'GET /api/user': { expect: members(200) },
  'PATCH /api/users/updatePushToken': {
    expect: everyone(200),
    prepare: async () => ({ body: { push_token: `token-${unique()}` } }),
  },
  'PATCH /api/users/updateLocation': {
    expect: everyone(200),
    prepare: async () => ({ body: { lat: 37.5, lon: 127.0 } }),
  },
  'PATCH /api/users/updateLanguage': {
    expect: everyone(200),
    prepare: async () => ({ body: { language: 'de' } }),
  },

  // Catalog and content: public reads
  'GET /api/productCategories': { expect: everyone(200) },
  'GET /api/specTemplates': { expect: everyone(200) },
  'GET /api/priceBands': {
    expect: everyone(200),
    prepare: async (w) => ({
      query: { category_id: await productCategoryId(w.db), manufacturer: 'Doosan', model: 'PUMA 240' },
    }),
  },
  'GET /api/noticeCategories': { expect: everyone(200) },
  'GET /api/faqCategories': { expect: everyone(200) },
  'GET /api/categories': { expect: everyone(200) },
  'GET /api/manners': { expect: everyone(200) },
  'GET /api/placeNames': { expect: everyone(200) },
  'GET /api/csrf-cookie': { expect: everyone(204) },
  'GET /api/settings': { expect: everyone(200) },
  'GET /api/clientConfig': { expect: everyone(200) },
  // No rates source is configured in the matrix's app: everyone hears the same 404.
  'GET /api/exchangeRates': { expect: everyone(404) },
  'GET /api/versions': { expect: everyone(200) },
  'GET /api/cities': { expect: everyone(200) },
  'GET /api/notices': { expect: everyone(200) },
  'GET /api/notices/{id}': {
    expect: everyone(200),
    prepare: async (w) => ({ params: { id: (await createContent(w.db)).noticeId } }),
  },
  'GET /api/faqs': { expect: everyone(200) },
  'GET /api/faqs/{id}': {
    expect: everyone(200),
    prepare: async (w) => ({ params: { id: (await createContent(w.db)).faqId } }),
  },
  'GET /api/events': { expect: everyone(200) },
  'GET /api/events/{id}': {
    expect: everyone(200),
    prepare: async (w) => ({ params: { id: (await createContent(w.db)).eventId } }),
  },
  'GET /api/promotions': { expect: everyone(200) },
  'GET /api/ips/country': { expect: everyone(200) },
  'GET /api/countries': { expect: everyone(200) },
  'GET /api/geocode/reverse': {
    expect: everyone(200),
    prepare: async () => ({ query: { lat: '37.5', lon: '127.0' } }),
  },
  'GET /api/geocode/search': { expect: everyone(200), prepare: async () => ({ query: { q: 'Seoul' } }) },

  // Tracking
  'POST /api/logs': { expect: everyone(201), prepare: async () => ({ body: { memo: 'opened the app' } }) },
  'POST /api/clicks': {
    expect: everyone(201),
    prepare: async (w) => ({
      body: { clickable_type: 'Promotion', clickable_id: (await createContent(w.db)).promotionId },
    }),
  },
  'POST /api/views': {
    expect: everyone(201),
    prepare: async (w) => ({
      body: { clickable_type: 'Promotion', clickable_id: (await createContent(w.db)).promotionId },
    }),
  },

  // Images and products
  'POST /api/images': {
    expect: members(201),
    prepare: async () => ({
      body: { image: new Blob([new Uint8Array(await jpegBytes())], { type: 'image/jpeg' }) },
      multipart: true,
    }),
  },
  // A private upload: its uploader's only, admins included among the others.
  'GET /api/images/{id}/{size}': {
    expect: ownerOnly(200),
    prepare: async (w) => {
      const jpeg = await jpegBytes();
      const id = await saveImage(w.db, w.app.deps.storage, jpeg, w.owner.id, { isPrivate: true });
      return { params: { id, size: 'display' } };
    },
  },
  'GET /api/products': { expect: everyone(200) },
  // The matrix runs without a translator: members reach the 404 that says it is not offered
  // (the real refusals and translations are in translations.test.ts, against a stub).
  'POST /api/translations': {
    expect: members(404),
    prepare: async (w) => ({ body: { type: 'product', id: await productOf(w) } }),
  },
  'POST /api/products': { expect: members(201), prepare: async (w) => ({ body: await productBody(w) }) },
  'GET /api/products/{id}': {
    expect: { ...everyone(200), blocked: 404 },
    prepare: async (w) => ({ params: { id: await productOf(w) } }),
  },
  'PATCH /api/products/{id}': {
    expect: ownerOnly(200, 403),
    prepare: async (w) => ({ params: { id: await productOf(w) }, body: await productBody(w) }),
  },
  'DELETE /api/products/{id}': {
    expect: ownerOnly(200, 403),
    prepare: async (w) => ({ params: { id: await productOf(w) } }),
  },
  'PATCH /api/products/{id}/status': {
    expect: ownerOnly(200, 403),
    prepare: async (w) => ({ params: { id: await productOf(w) }, body: { status: 'trading' } }),
  },
  'PATCH /api/products/{id}/hidden': {
    expect: ownerOnly(200, 403),
    prepare: async (w) => ({ params: { id: await productOf(w) }, body: { hidden: 1 } }),
  },
  'POST /api/products/{id}/bump': {
    expect: ownerOnly(200, 403),
    // Posted two days ago: its first bump is due.
    prepare: async (w) => ({
      params: {
        id: (await createProduct(w.db, w.owner.id, { createdAt: new Date(Date.now() - 2 * 86_400_000) })).id,
      },
    }),
  },
  'GET /api/users/me/products': { expect: members(200) },
  'GET /api/users/me/purchases': { expect: members(200) },
  'GET /api/products/{id}/chatPartners': {
    expect: ownerOnly(200, 403),
    prepare: async (w) => ({ params: { id: (await roomOf(w)).productId } }),
  },

  // Favourites: one's own post is a 403, a post across a block a 404
  'GET /api/likes': { expect: members(200) },
  'POST /api/likes': {
    expect: { visitor: 401, member: 403, other: 200, blocked: 404, admin: 200 },
    prepare: async (w) => ({ body: { likeable_type: 'product', likeable_id: await productOf(w) } }),
  },
  'DELETE /api/likes': {
    expect: { visitor: 401, member: 403, other: 200, blocked: 404, admin: 200 },
    prepare: async (w) => ({ body: { likeable_type: 'product', likeable_id: await productOf(w) } }),
  },
  // Following the owner: each member first likes them (the owner themself is a 403).
  'PATCH /api/likes/users/{id}': {
    expect: { visitor: 401, member: 403, other: 200, blocked: 404, admin: 200 },
    prepare: async (w, role) => {
      const liker = w.actors[role].user;
      if (liker && liker.id !== w.owner.id)
        await w.db
          .insertInto('likes')
          .values({ user_id: liker.id, likeable_type: 'user', likeable_id: w.owner.id, alerts: true })
          .onConflict((oc) => oc.doNothing())
          .execute();
      return { params: { id: w.owner.id }, body: { alerts: false } };
    },
  },

  // Searches: the member's own recent words
  'GET /api/searches': { expect: everyone(200) },
  'DELETE /api/searches': { expect: everyone(200) },
  'GET /api/searches/popular': { expect: everyone(200) },
  'DELETE /api/searches/{id}': {
    expect: { ...ownerOnly(200), visitor: 404 },
    prepare: async (w) => {
      const row = await w.db
        .insertInto('searches')
        .values({ user_id: w.owner.id, word: `lathe ${unique()}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: row.id } };
    },
  },

  // Chats: a room of the owner's post with a buyer; outsiders get the 404 of a missing room. Rooms about a
  // service request or a freelancer open through the same POST: their rules per role are tested in
  // chats.subjects.test.ts.
  'GET /api/chats': { expect: members(200) },
  'POST /api/chats': {
    expect: { visitor: 401, member: 403, other: 201, blocked: 403, admin: 201 },
    prepare: async (w) => ({ body: { product_id: await productOf(w) } }),
  },
  'POST /api/products/{id}/offers': {
    expect: { visitor: 401, member: 403, other: 201, blocked: 404, admin: 201 },
    prepare: async (w) => ({
      params: { id: (await createProduct(w.db, w.owner.id, { negotiable: true })).id },
      body: { amount: 400_000 },
    }),
  },
  'POST /api/offers/{id}/answer': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: await offerOf(w) }, body: { action: 'decline' } }),
  },
  'GET /api/chats/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: (await roomOf(w)).roomId } }),
  },
  'PATCH /api/chats/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: (await roomOf(w)).roomId }, body: { notify: 0 } }),
  },
  'GET /api/chats/{id}/messages': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: (await roomOf(w)).roomId } }),
  },
  'POST /api/chats/{id}/messages': {
    expect: ownerOnly(201),
    prepare: async (w) => ({
      params: { id: (await roomOf(w)).roomId },
      body: { body: 'Is it still there?' },
    }),
  },
  'POST /api/chats/{id}/read': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: (await roomOf(w)).roomId }, body: {} }),
  },
  'POST /api/chats/{id}/leave': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: (await roomOf(w)).roomId } }),
  },

  // Alarms and keyword alerts: someone else's answer 404
  'GET /api/alarms': { expect: members(200) },
  'POST /api/alarms/readAll': { expect: members(200) },
  'POST /api/alarms/{id}/read': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: (await createAlarm(w.db, w.owner.id)).id } }),
  },
  'DELETE /api/alarms/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: (await createAlarm(w.db, w.owner.id)).id } }),
  },
  'GET /api/keywords': { expect: members(200) },
  'POST /api/keywords': { expect: members(201), prepare: async () => ({ body: { keyword: 'lathe' } }) },
  'DELETE /api/keywords/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => {
      const agent = w.actors.member.agent;
      const created = await agent.post('/api/keywords', { keyword: `k${sequence++ % 1000}` });
      return { params: { id: created.json().data.id } };
    },
  },
  'GET /api/spec-alerts': { expect: members(200) },
  'POST /api/spec-alerts': {
    expect: members(201),
    prepare: async (w) => {
      await w.db.deleteFrom('spec_alerts').where('user_id', '=', w.owner.id).execute();
      return { body: { name: 'Big lathes', filters: { kind: 'lathe', main_from: '500' } } };
    },
  },
  'PATCH /api/spec-alerts/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => ({
      params: { id: await ownSpecAlert(w) },
      body: { name: 'Renamed', digest: true },
    }),
  },
  'DELETE /api/spec-alerts/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: await ownSpecAlert(w) } }),
  },

  // 1:1 inquiries: the author and admins read one
  'GET /api/qnas': { expect: members(200) },
  'POST /api/qnas': {
    expect: members(201),
    prepare: async () => ({ body: { title: 'Shipping?', content: 'Do you ship abroad?' } }),
  },
  'GET /api/qnas/{id}': {
    expect: { ...ownerOnly(200), admin: 200 },
    prepare: async (w) => ({ params: { id: (await createQna(w.db, w.owner.id)).id } }),
  },
  'GET /api/qnas/{id}/images/{imageId}/{size}': {
    expect: { ...ownerOnly(200), admin: 200 },
    prepare: async (w) => {
      const { storage } = w.app.deps;
      const imageId = await saveImage(w.db, storage, await jpegBytes(), w.owner.id);
      const input = { title: 'Shipping?', content: 'Is this dent a problem?', image_ids: [imageId] };
      const id = await askQna({ db: w.db, storage }, w.owner.id, input);
      return { params: { id, imageId, size: 'thumb' } };
    },
  },

  // Tax invoice requests: the buyer asks (the owner buys from a verified business), the seller
  // marks issued (the owner sells); anyone else gets the 404 of no such trade.
  'GET /api/products/{id}/invoiceRequest': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: await invoiceTradeOf(w, 'seller') } }),
  },
  'POST /api/products/{id}/invoiceRequest': {
    expect: ownerOnly(201),
    prepare: async (w) => ({ params: { id: await invoiceTradeOf(w, 'buyer') }, body: INVOICE_DETAILS }),
  },
  'PATCH /api/products/{id}/invoiceRequest': {
    expect: ownerOnly(200),
    prepare: async (w) => {
      const id = await invoiceTradeOf(w, 'seller');
      const trade = await w.db
        .selectFrom('products')
        .select(['buyer_id', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await w.db
        .insertInto('invoice_requests')
        .values({ product_id: id, buyer_id: trade.buyer_id!, seller_id: trade.user_id, ...INVOICE_DETAILS })
        .execute();
      return { params: { id }, body: { issued: true } };
    },
  },

  // Inspections (issue 30): the report is public; a buyer asks (not the seller); inspectors
  // (admins here) see the queue and file; the seller responds once.
  'GET /api/products/{id}/inspection': {
    expect: everyone(200),
    prepare: async (w) => ({ params: { id: await productOf(w) } }),
  },
  'POST /api/products/{id}/inspectionRequest': {
    expect: { visitor: 401, member: 403, other: 201, blocked: 201, admin: 201 },
    prepare: async (w) => ({ params: { id: await productOf(w) } }),
  },
  // Withdrawing answers the inspection as the member sees it, whether or not a request of theirs was open.
  'DELETE /api/products/{id}/inspectionRequest': {
    expect: members(200),
    prepare: async (w) => ({ params: { id: await productOf(w) } }),
  },
  'GET /api/inspections/requests': { expect: adminOnly(200) },
  'POST /api/inspections/requests/{id}/report': {
    expect: adminOnly(201),
    prepare: async (w) => ({
      params: { id: await inspectionRequestOf(w) },
      body: { inspected_on: '2026-11-20', ratings: COMMON_RATINGS, notes: 'Runs quietly.' },
    }),
  },
  'POST /api/inspections/reports/{id}/response': {
    expect: ownerOnly(200, 403),
    prepare: async (w) => ({
      params: { id: await inspectionReportOf(w) },
      body: { response: 'The chuck was replaced since.' },
    }),
  },

  // Business accounts: the member's own; the proof only for its owner and admins (404 to anyone else)
  'GET /api/businesses/mine': { expect: members(200) },
  'POST /api/businesses/mine': {
    expect: members(200),
    prepare: async () => ({
      body: {
        country: 'KR',
        legal_name: 'Steelyard Tools',
        registration_number: '124-81-00998',
        representative: 'Kim',
        address: 'Seoul',
        proof: drawingFile('proof.pdf', DRAWING_BYTES.pdf),
      },
      multipart: true,
    }),
  },
  'GET /api/businesses/{id}/proof': {
    expect: { ...ownerOnly(200), visitor: 404, admin: 200 },
    prepare: async (w) => ({ params: { id: await businessOf(w) } }),
  },

  // Company seats: the owner's seats and invitations; any member's own seat (issue 30)
  'GET /api/businesses/mine/seats': { expect: members(200) },
  'POST /api/businesses/mine/seatInvitations': {
    expect: { ...ownerOnly(201, 403) },
    prepare: async (w) => {
      await verifiedBusinessOf(w);
      return { body: { email: `seat-${unique()}@example.test` } };
    },
  },
  'DELETE /api/businesses/mine/seatInvitations/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => ({
      params: { id: (await seatInvitationOf(w, `inv-${unique()}@example.test`)).id },
    }),
  },
  'DELETE /api/businesses/mine/seats/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => {
      const businessId = await verifiedBusinessOf(w);
      const seat = await w.db
        .insertInto('business_seats')
        .values({ business_id: businessId, owner_id: w.owner.id, user_id: (await w.stranger()).id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: seat.id } };
    },
  },
  'GET /api/businessSeats/mine': { expect: members(200) },
  // Each member redeems an invitation sent to their own email by a stranger's business.
  'POST /api/businessSeats/redeem': {
    expect: members(200),
    prepare: async (w, role) => {
      const email = w.actors[role].user?.email ?? `visitor-${unique()}@example.test`;
      const { code } = await seatInvitationOf(w, email, (await w.stranger()).id);
      return { body: { code } };
    },
  },
  'DELETE /api/businessSeats/mine': { expect: members(200) },

  ...serviceRequestCases('/api/drawingRequests', 'drawing'),
  ...serviceRequestCases('/api/bigNotices', 'production'),
  // Factory sharing: listings are public; applications are the applicant's and the owner's.
  'GET /api/factories': { expect: everyone(200) },
  'POST /api/factories': {
    expect: members(201),
    prepare: async () => ({
      body: {
        title: 'Press line',
        description: 'A 200 t press, free on weekends.',
        city: '경기도',
        floor_area: 800,
        capabilities: ['sheet_metal'],
        equipment: [{ name: 'Press', make: 'Aida', year: 2015 }],
        periods: [{ starts_on: dayFromToday(1), ends_on: dayFromToday(30) }],
      },
    }),
  },
  'GET /api/factories/{id}': {
    expect: { ...everyone(200), blocked: 404 },
    prepare: async (w) => ({ params: { id: await createFactory(w.db, w.owner.id) } }),
  },
  'PATCH /api/factories/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => ({
      params: { id: await createFactory(w.db, w.owner.id) },
      body: {
        title: `Press line ${unique()}`,
        periods: [{ starts_on: dayFromToday(1), ends_on: dayFromToday(45) }],
      },
    }),
  },
  'GET /api/factoryApplications': { expect: members(200) },
  // Freelancers: public search, one's own profile published or replaced.
  'GET /api/freelancers': { expect: everyone(200) },
  'POST /api/freelancers': {
    expect: members(200),
    prepare: async () => ({
      body: {
        headline: 'CNC programmer',
        skills: ['cnc_programming'],
        city: '경기도',
        travel_km: 30,
        experience_years: 8,
        bio: 'Fanuc and Siemens controls.',
      },
    }),
  },
  // The job of a room about the owner's profile with a stranger: its members only (404 otherwise).
  'GET /api/chats/{id}/freelancer-job': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: await freelancerRoomOf(w) } }),
  },
  'POST /api/chats/{id}/freelancer-job': {
    expect: ownerOnly(200),
    prepare: async (w) => ({ params: { id: await freelancerRoomOf(w) } }),
  },
  'GET /api/freelancers/{id}': {
    expect: { ...everyone(200), blocked: 404 },
    prepare: async (w) => ({ params: { id: await createFreelancer(w.db, w.owner.id) } }),
  },
  // No application for one's own factory.
  'POST /api/factoryApplications': {
    expect: { visitor: 401, member: 403, other: 201, blocked: 404, admin: 201 },
    prepare: async (w) => ({
      body: {
        factory_id: await createFactory(w.db, w.owner.id),
        starts_on: dayFromToday(3),
        ends_on: dayFromToday(9),
        message: 'Night shifts for a week.',
      },
    }),
  },
  'PATCH /api/factoryApplications/{id}': {
    expect: ownerOnly(200),
    prepare: async (w) => {
      const factory = await createFactory(w.db, w.owner.id);
      return {
        params: { id: await createFactoryApplication(w.db, factory, (await w.stranger()).id) },
        body: { status: 'accepted' },
      };
    },
  },

  // The member's own pending application for a stranger's factory.
  'DELETE /api/factoryApplications/{id}': {
    expect: ownerOnly(204),
    prepare: async (w) => {
      const factory = await createFactory(w.db, (await w.stranger()).id);
      return { params: { id: await createFactoryApplication(w.db, factory, w.owner.id) } };
    },
  },

  // Accounts: sign-up, sign-in by code, recovery, withdrawal
  'POST /api/users': {
    expect: everyone(201),
    prepare: async () => {
      const n = unique();
      return {
        body: { email: `signup${n}@example.test`, password: 'password1', nickname: `s${n}`, ...area },
      };
    },
  },
  'POST /api/loginByContact/code': {
    expect: everyone(200),
    prepare: async (w) => ({ body: { contact: await giveContact(w, w.owner.id) } }),
  },
  'POST /api/loginByContact': {
    expect: everyone(200),
    prepare: async (w) => {
      const contact = await giveContact(w, w.owner.id);
      const target = contactIdentity(contact);
      const { code } = await issueCode(w.db, { purpose: 'contact_login', target, userId: w.owner.id });
      return { body: { contact, code } };
    },
  },
  'POST /api/users/findId': {
    expect: everyone(200),
    prepare: async (w) => ({ body: { contact: await giveContact(w, w.owner.id), name: 'Kim' } }),
  },
  'POST /api/users/findPassword': {
    expect: everyone(200),
    prepare: async (w) => ({ body: { channel: 'email', email: w.owner.email } }),
  },
  'POST /api/users/findPassword/verify': {
    expect: everyone(200),
    prepare: async (w) => {
      const target = emailIdentity(w.owner.email);
      const { code } = await issueCode(w.db, { purpose: 'password_reset', target, userId: w.owner.id });
      return { body: { channel: 'email', email: w.owner.email, code } };
    },
  },
  'POST /api/users/resetPassword': {
    expect: everyone(200),
    prepare: async (w) => {
      const target = emailIdentity(w.owner.email);
      const { code } = await issueCode(w.db, { purpose: 'password_reset', target, userId: w.owner.id });
      const verified = await new Agent(w.app, {}, nextAddress()).post('/api/users/findPassword/verify', {
        channel: 'email',
        email: w.owner.email,
        code,
      });
      return { body: { token: verified.json().data.token, password: 'password2' } };
    },
  },
  'POST /api/users/remove': { expect: members(200), prepare: async () => ({ body: { agree: 1 } }) },
  'GET /api/sessions': { expect: members(200) },
  'DELETE /api/sessions/{id}': {
    expect: ownerOnly(204),
    prepare: async (w) => {
      const id = hashSessionToken(newSessionToken());
      await insertSession(w.db, { id, userId: w.owner.id, ttlMs: 86_400_000, ip: null, userAgent: null });
      const row = await w.db
        .selectFrom('sessions')
        .select('public_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { params: { id: row.public_id } };
    },
  },

  // Profile and settings: each write acts on the caller only
  'GET /api/users/{id}': {
    expect: { ...everyone(200), blocked: 404 },
    prepare: async (w) => ({ params: { id: w.owner.id } }),
  },
  'PATCH /api/users/profile': {
    expect: members(200),
    prepare: async () => ({ body: { nickname: `p${unique()}`, ...area } }),
  },
  'POST /api/users/account/code': {
    expect: members(200),
    prepare: async () => ({ body: { current_password: 'password', email: `new${unique()}@example.test` } }),
  },
  'PATCH /api/users/account': {
    expect: members(200),
    prepare: async () => ({
      body: { current_password: 'password', password: 'password3', password_confirmation: 'password3' },
    }),
  },
  'GET /api/users/notifications': { expect: members(200) },
  'PATCH /api/users/notifications': {
    expect: members(200),
    prepare: async () => ({
      body: {
        chat: 1,
        keyword: 0,
        price_drop: 1,
        followed_post: 0,
        review: 1,
        service: 0,
        marketing: 0,
        night_quiet: 1,
      },
    }),
  },

  // Reviews: each role buys the owner's post (the member sells it to a stranger) and reviews the
  // other side; across the block a 404. Reads are public, a 404 across a block.
  'POST /api/reviews': {
    expect: { visitor: 401, member: 201, other: 201, blocked: 404, admin: 201 },
    prepare: async (w, role) => {
      const buyer = role === 'member' || role === 'visitor' ? await w.stranger() : w.actors[role].user!;
      return {
        body: { product_id: await tradeOf(w, buyer.id), manner_ids: [await mannerOf(w)], content: 'Fair' },
      };
    },
  },
  'GET /api/reviews': {
    expect: { ...everyone(200), blocked: 404 },
    prepare: async (w) => ({ query: { user_id: w.owner.id, kind: 'received' } }),
  },
  'GET /api/reviews/pending': { expect: members(200) },
  'GET /api/reviews/{id}': {
    expect: { ...everyone(200), blocked: 404 },
    prepare: async (w) => ({ params: { id: await reviewOf(w) } }),
  },
  // The services' back office: list, one, hide or show (audited).
  ...adminServiceCases(
    '/api/admin/drawingRequests',
    async (w) => (await createServiceRequest(w.db, w.owner.id)).id,
  ),
  ...adminServiceCases(
    '/api/admin/bigNotices',
    async (w) => (await createServiceRequest(w.db, w.owner.id, { kind: 'production' })).id,
  ),
  ...adminServiceCases('/api/admin/factories', (w) => createFactory(w.db, w.owner.id)),
  ...adminServiceCases('/api/admin/freelancers', (w) => createFreelancer(w.db, w.owner.id)),
  'GET /api/admin/reviews': { expect: adminOnly(200) },
  'PATCH /api/admin/reviews/{id}/hidden': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await reviewOf(w) }, body: { hidden: 1 } }),
  },
  'GET /api/users/{id}/manners': {
    expect: { ...everyone(200), blocked: 404 },
    prepare: async (w) => ({ params: { id: w.owner.id } }),
  },

  // Reports: the owner's post (one's own is a 403, across the block a 404); the desk is admins'.
  'POST /api/reports': {
    expect: { visitor: 401, member: 403, other: 201, blocked: 404, admin: 201 },
    prepare: async (w) => ({
      body: {
        reportable_type: 'product',
        reportable_id: await productOf(w),
        reason: 'scam',
        text: 'Fake photos',
      },
    }),
  },
  'POST /api/requestRemoves': {
    expect: everyone(201),
    prepare: async () => ({
      body: {
        name: 'Kim',
        email: `kim${unique()}@example.com`,
        url: 'https://steelyard.test/products/1',
        reason: 'My phone number',
      },
    }),
  },
  'GET /api/admin/reports': { expect: adminOnly(200) },
  'GET /api/admin/reports/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await reportOf(w) } }),
  },
  'POST /api/admin/reports/{id}/actions': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await reportOf(w) }, body: { action: 'dismiss' } }),
  },

  // Blocks: of the owner (blocking oneself is a 403)
  'GET /api/blocks': { expect: members(200) },
  'POST /api/blocks': {
    expect: { ...members(200), member: 403 },
    prepare: async (w) => ({ body: { user_id: w.owner.id } }),
  },
  'DELETE /api/blocks/{user_id}': {
    expect: members(200),
    prepare: async (w) => ({ params: { user_id: w.owner.id } }),
  },

  // Social sign-in (providers point at a local address nothing answers; no call reaches it)
  'GET /api/auth/providers': { expect: everyone(200) },
  'GET /api/auth/social/pending': { expect: everyone(404) },
  'GET /api/auth/{provider}': {
    expect: everyone(302),
    prepare: async () => ({ params: { provider: 'google' } }),
  },
  'GET /api/auth/{provider}/callback': {
    expect: everyone(302),
    prepare: async () => ({ params: { provider: 'google' }, query: { code: 'c', state: 's' } }),
  },
  'POST /api/auth/{provider}/callback': {
    expect: everyone(303),
    prepare: async () => ({ params: { provider: 'apple' }, body: { code: 'c', state: 's' } }),
  },
  'POST /api/auth/social/complete': {
    expect: everyone(410),
    prepare: async () => ({
      body: { nickname: `g${unique()}`, email: `g${unique()}@example.test`, ...area },
    }),
  },

  // Sample login
  'GET /api/samples': { expect: everyone(200) },
  'POST /api/loginSample': {
    expect: everyone(200),
    prepare: async (w) => {
      const sample = await w.stranger();
      await w.db.updateTable('users').set({ is_sample: true }).where('id', '=', sample.id).execute();
      return { body: { user_id: sample.id } };
    },
  },

  // The back office
  'GET /api/admin/users': { expect: adminOnly(200) },
  'POST /api/admin/users': {
    expect: adminOnly(201),
    prepare: async () => {
      const n = unique();
      return { body: { email: `a${n}@example.test`, password: 'password1', nickname: `a${n}`, ...area } };
    },
  },
  'GET /api/admin/users/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await w.stranger()).id } }),
  },
  'PATCH /api/admin/users/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await w.stranger()).id }, body: { name: 'Park' } }),
  },
  'PATCH /api/admin/users/{id}/admin': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await w.stranger()).id }, body: { admin: 1 } }),
  },
  'PATCH /api/admin/users/{id}/suspension': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await w.stranger()).id }, body: { suspended: 1 } }),
  },
  'GET /api/admin/products': { expect: adminOnly(200) },
  'POST /api/admin/products': {
    expect: adminOnly(201),
    prepare: async (w) => ({ body: { ...(await productBody(w)), user_id: w.owner.id } }),
  },
  'GET /api/admin/products/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await productOf(w) } }),
  },
  'PATCH /api/admin/products/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await productOf(w) }, body: { title: 'Moderated title' } }),
  },
  'DELETE /api/admin/products/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await productOf(w) } }),
  },
  'PATCH /api/admin/products/{id}/hidden': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await productOf(w) }, body: { hidden: 1 } }),
  },
  'GET /api/admin/chats': { expect: adminOnly(200) },
  'GET /api/admin/chats/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await roomOf(w)).roomId } }),
  },
  'GET /api/admin/alarms': { expect: adminOnly(200) },
  'POST /api/admin/contactTests': {
    expect: adminOnly(201),
    prepare: async () => ({ body: { contact: '010-1234-5678', text: 'Steelyard SMS test' } }),
  },
  'POST /api/admin/alarms': {
    expect: adminOnly(201),
    prepare: async () => ({ body: { title: 'Maintenance', body: 'Tonight from 2 to 3.', audience: 'all' } }),
  },
  'GET /api/admin/promotions': { expect: adminOnly(200) },
  'POST /api/admin/promotions': {
    expect: adminOnly(201),
    prepare: async (w) => ({ body: await promotionBody(w) }),
  },
  'GET /api/admin/promotions/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await createContent(w.db)).promotionId } }),
  },
  'PATCH /api/admin/promotions/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({
      params: { id: (await createContent(w.db)).promotionId },
      body: { ...(await promotionBody(w)), paused: 1 },
    }),
  },
  'DELETE /api/admin/promotions/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await createContent(w.db)).promotionId } }),
  },
  'GET /api/admin/promotions/{id}/stats': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await createContent(w.db)).promotionId } }),
  },
  'GET /api/admin/settings': { expect: adminOnly(200) },
  'PATCH /api/admin/settings': {
    expect: adminOnly(200),
    prepare: async () => ({ body: { min_price_for_show: 1000, ios: '1.0.1', android: '1.0.1' } }),
  },
  'GET /api/admin/stats': { expect: adminOnly(200) },
  'GET /api/admin/specTemplates': { expect: adminOnly(200) },
  'PUT /api/admin/specTemplates/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => {
      const [template] = await listCurrentTemplates(w.db);
      return {
        params: { id: template!.id },
        body: { titles: template!.titles, fields: template!.fields },
      };
    },
  },
  'GET /api/admin/exports/{kind}': {
    expect: adminOnly(200),
    prepare: async () => ({ params: { kind: 'members' } }),
  },
  'GET /api/admin/userCities': { expect: adminOnly(200) },
  'POST /api/admin/userCities/merge': {
    expect: adminOnly(200),
    prepare: async (w) => ({
      body: { country: 'KR', name: await placeOf(w, 'city'), city_id: await knownCityId(w) },
    }),
  },
  'POST /api/admin/userCities': {
    expect: adminOnly(201),
    prepare: async () => ({ body: { country: 'KR', name: `City ${unique()}` } }),
  },
  'GET /api/admin/userCounties': { expect: adminOnly(200) },
  'POST /api/admin/userCounties/merge': {
    expect: adminOnly(200),
    prepare: async (w) => ({
      body: {
        country: 'KR',
        city: '서울특별시',
        name: await placeOf(w, 'county'),
        county_id: (
          await w.db
            .selectFrom('counties')
            .select('id')
            .where('city_id', '=', await knownCityId(w))
            .executeTakeFirstOrThrow()
        ).id,
      },
    }),
  },
  'POST /api/admin/userCounties': {
    expect: adminOnly(201),
    prepare: async () => ({ body: { country: 'KR', city: '서울특별시', name: `County ${unique()}` } }),
  },
  'GET /api/admin/qnas': { expect: adminOnly(200) },
  'GET /api/admin/qnas/waitingCount': { expect: adminOnly(200) },
  'GET /api/admin/qnas/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await createQna(w.db, w.owner.id)).id } }),
  },
  'PATCH /api/admin/qnas/{id}/answer': {
    expect: adminOnly(200),
    prepare: async (w) => ({
      params: { id: (await createQna(w.db, w.owner.id)).id },
      body: { answer: 'We ship to Japan and Germany.' },
    }),
  },
  'GET /api/admin/inspectors': { expect: adminOnly(200) },
  'PATCH /api/admin/users/{id}/inspector': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await w.stranger()).id }, body: { is_inspector: true } }),
  },
  'GET /api/admin/businesses': { expect: adminOnly(200) },
  'GET /api/admin/businesses/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await businessOf(w) } }),
  },
  'POST /api/admin/businesses/{id}/verify': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: await businessOf(w) } }),
  },
  'POST /api/admin/businesses/{id}/refuse': {
    expect: adminOnly(200),
    prepare: async (w) => ({
      params: { id: await businessOf(w) },
      body: { reason: 'The scan is unreadable.' },
    }),
  },
  ...adminContentCases(),
  'POST /api/admin/examples': {
    expect: adminOnly(201),
    prepare: async (w) => ({ body: { user_id: (await w.stranger()).id } }),
  },
  'DELETE /api/admin/examples/{id}': {
    expect: adminOnly(200),
    prepare: async (w) => ({ params: { id: (await w.stranger()).id } }),
  },
};
