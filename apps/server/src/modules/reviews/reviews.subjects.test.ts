import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createChat, createProduct, signedInMember } from '../../../test/factories.ts';
import {
  createAwardedRequest,
  createFreelancer,
  createFreelancerJob,
  createFreelancerRoom,
  createServiceQuote,
  createServiceRequest,
} from '../../../test/service-fixtures.ts';
import { fingerprint } from '../../../test/world.ts';

/* Reviews of a service request's job and of a freelancer job (reviews.subjects.ts). */

let ctx: TestContext;
let good: number[];
beforeAll(async () => {
  ctx = await buildTestApp();
  const manners = await ctx.db.selectFrom('manners').select(['id', 'type']).orderBy('id').execute();
  good = manners.filter((m) => m.type === 1).map((m) => m.id);
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const trustOf = async (userId: number) =>
  ctx.db
    .selectFrom('users')
    .select(['review_count', 'trust_score'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** A requester and the supplier their request was awarded to, the request at `status`. */
async function requestJob(status = 'delivered') {
  const requester = await member();
  const supplier = await member();
  const requestId = await createAwardedRequest(ctx.db, requester.user.id, supplier.user.id, status);
  return { requester, supplier, requestId };
}

/** A freelancer and a client whose room's job is marked finished. */
async function freelanceJob() {
  const freelancer = await member();
  const client = await member();
  const freelancerId = await createFreelancer(ctx.db, freelancer.user.id);
  const { jobId, roomId } = await createFreelancerJob(ctx.db, freelancerId, client.user.id);
  return { freelancer, client, freelancerId, jobId, roomId };
}

describe('POST /api/reviews about a service request', () => {
  it('lets the requester and the awarded supplier review each other once; scores follow', async () => {
    const { requester, supplier, requestId } = await requestJob();
    const canReview = async (agent: typeof requester.agent) =>
      (await agent.get(`/api/drawingRequests/${requestId}`)).json().data.viewer.can_review;
    expect(await canReview(requester.agent)).toBe(true);
    expect(await canReview(supplier.agent)).toBe(true);
    expect(await canReview((await member()).agent)).toBe(false);
    const byRequester = await requester.agent.post('/api/reviews', {
      service_request_id: requestId,
      manner_ids: [good[0]],
      content: 'Parts within tolerance.',
    });
    expect(byRequester.statusCode).toBe(201);
    expect(byRequester.json().data).toMatchObject({
      subject: {
        kind: 'drawing_request',
        id: requestId,
        title: 'Shaft',
        path: `/drawingRequests/${requestId}`,
      },
      product: null,
      reviewer: { id: requester.user.id },
      reviewee: { id: supplier.user.id },
      reviewer_role: 'buyer',
    });
    // The supplier is told of a job's review, not of a trade's.
    await ctx.app.notifier.idle();
    expect((await supplier.agent.get('/api/alarms')).json().data[0]).toMatchObject({
      title: `${requester.user.nickname} left you a job review.`,
    });
    const trust = await trustOf(supplier.user.id);
    expect(trust.review_count).toBe(1);
    expect(Number(trust.trust_score)).toBeGreaterThan(36.5);

    const reviewId = byRequester.json().data.id;
    expect((await supplier.agent.get(`/api/reviews/${reviewId}`)).json().data.can_review_back).toBe(true);
    const back = await supplier.agent.post('/api/reviews', {
      service_request_id: requestId,
      manner_ids: [good[1]],
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().data).toMatchObject({ reviewer_role: 'seller', reviewee: { id: requester.user.id } });
    expect((await supplier.agent.get(`/api/reviews/${reviewId}`)).json().data.can_review_back).toBe(false);
    expect(await canReview(requester.agent)).toBe(false);

    const before = await fingerprint(ctx.db);
    const again = await requester.agent.post('/api/reviews', {
      service_request_id: requestId,
      manner_ids: [good[2]],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.service_request_id).toEqual(['You have already reviewed this job.']);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('also after the delivered request was closed', async () => {
    const { requester, requestId } = await requestJob('closed');
    const response = await requester.agent.post('/api/reviews', {
      service_request_id: requestId,
      manner_ids: [good[0]],
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a request not yet delivered, or closed without an award, with 422 and changes nothing', async () => {
    const { requester, supplier, requestId } = await requestJob('in_production');
    const unawarded = await createServiceRequest(ctx.db, requester.user.id, { status: 'closed' });
    await createServiceQuote(ctx.db, unawarded.id, supplier.user.id);
    const before = await fingerprint(ctx.db);
    for (const id of [requestId, unawarded.id]) {
      const response = await requester.agent.post('/api/reviews', {
        service_request_id: id,
        manner_ids: [good[0]],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.service_request_id).toEqual([
        'You can review a request only after it has been delivered.',
      ]);
    }
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('refuses anyone but the two parties (a supplier who lost included) with 403', async () => {
    const { requestId } = await requestJob();
    const loser = await member();
    await createServiceQuote(ctx.db, requestId, loser.user.id);
    const stranger = await member();
    const before = await fingerprint(ctx.db);
    for (const outsider of [loser, stranger]) {
      const response = await outsider.agent.post('/api/reviews', {
        service_request_id: requestId,
        manner_ids: [good[0]],
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('refuses a review across a block with 404, and an unknown request with 404', async () => {
    const { requester, supplier, requestId } = await requestJob();
    await block(ctx.db, supplier.user.id, requester.user.id);
    const before = await fingerprint(ctx.db);
    for (const body of [
      { service_request_id: requestId, manner_ids: [good[0]] },
      { service_request_id: 2_000_000_000, manner_ids: [good[0]] },
    ])
      expect((await requester.agent.post('/api/reviews', body)).statusCode).toBe(404);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('takes exactly one subject (422 for none or two)', async () => {
    const { requester, requestId } = await requestJob();
    const { jobId } = await freelanceJob();
    const before = await fingerprint(ctx.db);
    for (const body of [
      { manner_ids: [good[0]] },
      { service_request_id: requestId, freelancer_job_id: jobId, manner_ids: [good[0]] },
    ]) {
      const response = await requester.agent.post('/api/reviews', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.product_id).toBeDefined();
    }
    expect(await fingerprint(ctx.db)).toEqual(before);
  });
});

describe('Freelancer jobs and their reviews', () => {
  it('either member marks the job finished once; then both review each other once', async () => {
    const freelancer = await member();
    const client = await member();
    const freelancerId = await createFreelancer(ctx.db, freelancer.user.id);
    const opened = await client.agent.post('/api/chats', { freelancer_id: freelancerId });
    const roomId = opened.json().data.id;
    expect((await client.agent.get(`/api/chats/${roomId}/freelancer-job`)).json().data).toBeNull();

    const finished = await client.agent.post(`/api/chats/${roomId}/freelancer-job`, {});
    expect(finished.statusCode).toBe(200);
    const job = finished.json().data;
    expect(job).toMatchObject({ room_id: roomId, freelancer_id: freelancerId, can_review: true });
    // The other member's mark (or a retry) finds the same job.
    const again = await freelancer.agent.post(`/api/chats/${roomId}/freelancer-job`, {});
    expect(again.json().data.id).toBe(job.id);

    const byClient = await client.agent.post('/api/reviews', {
      freelancer_job_id: job.id,
      manner_ids: [good[0]],
    });
    expect(byClient.statusCode).toBe(201);
    expect(byClient.json().data).toMatchObject({
      subject: { kind: 'freelancer_job', id: job.id, path: `/freelancers/${freelancerId}` },
      reviewer_role: 'buyer',
      reviewee: { id: freelancer.user.id },
    });
    expect((await trustOf(freelancer.user.id)).review_count).toBe(1);
    expect((await client.agent.get(`/api/chats/${roomId}/freelancer-job`)).json().data.can_review).toBe(
      false,
    );
    const byFreelancer = await freelancer.agent.post('/api/reviews', {
      freelancer_job_id: job.id,
      manner_ids: [good[1]],
    });
    expect(byFreelancer.json().data).toMatchObject({
      reviewer_role: 'seller',
      reviewee: { id: client.user.id },
    });

    const before = await fingerprint(ctx.db);
    const twice = await client.agent.post('/api/reviews', {
      freelancer_job_id: job.id,
      manner_ids: [good[2]],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.freelancer_job_id).toBeDefined();
    expect(await fingerprint(ctx.db)).toEqual(before);

    // The profile's page lists the reviews the freelancer received for its jobs.
    const listed = await ctx.app.inject({
      url: `/api/reviews?user_id=${freelancer.user.id}&kind=received&freelancer_id=${freelancerId}`,
    });
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([byClient.json().data.id]);
  });

  it('refuses outsiders of the job with 403 (its room: 404, as a missing room) and an unknown job with 404, changing nothing', async () => {
    const { jobId, roomId } = await freelanceJob();
    const stranger = await member();
    const before = await fingerprint(ctx.db);
    expect(
      (await stranger.agent.post('/api/reviews', { freelancer_job_id: jobId, manner_ids: [good[0]] }))
        .statusCode,
    ).toBe(403);
    // A room's outsider cannot tell it from a missing room (issue 24).
    expect((await stranger.agent.post(`/api/chats/${roomId}/freelancer-job`, {})).statusCode).toBe(404);
    expect(
      (await stranger.agent.post('/api/reviews', { freelancer_job_id: 2_000_000_000, manner_ids: [good[0]] }))
        .statusCode,
    ).toBe(404);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('refuses a review or a finished mark across a block, and a room about a product', async () => {
    const { freelancer, client, jobId } = await freelanceJob();
    const unfinished = await createFreelancerRoom(
      ctx.db,
      await createFreelancer(ctx.db, (await member()).user.id),
      client.user.id,
    );
    await block(ctx.db, client.user.id, freelancer.user.id);
    await block(ctx.db, unfinished.freelancerUserId, client.user.id);
    const productRoom = await createChat(
      ctx.db,
      (await createProduct(ctx.db, freelancer.user.id)).id,
      client.user.id,
    );
    const before = await fingerprint(ctx.db);
    const review = await freelancer.agent.post('/api/reviews', {
      freelancer_job_id: jobId,
      manner_ids: [good[0]],
    });
    expect(review.statusCode).toBe(404);
    const acrossBlock = await client.agent.post(`/api/chats/${unfinished.roomId}/freelancer-job`, {});
    expect(acrossBlock.statusCode).toBe(403);
    const aboutProduct = await client.agent.post(`/api/chats/${productRoom.id}/freelancer-job`, {});
    expect(aboutProduct.statusCode).toBe(409);
    expect(aboutProduct.json().message).toBe(
      'Only a chat about a freelancer profile can record a finished job.',
    );
    expect(await fingerprint(ctx.db)).toEqual(before);
  });
});
