import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { startS3Peer, type S3Peer } from '../../test/s3-peer.ts';
import { STORAGE_CHECK_TTL_MS } from './health.ts';

/* /readyz with files in a bucket: ready while the bucket answers, 503 once it does not. */

let peer: S3Peer;
let peerClosed = false;
let ctx: TestContext;
beforeAll(async () => {
  peer = await startS3Peer();
  ctx = await buildTestApp(peer.env);
});
afterAll(async () => {
  await ctx.close();
  if (!peerClosed) await peer.close();
});

const readyz = () => ctx.app.inject({ method: 'GET', url: '/readyz' });
/** Moves the clock past the kept answer: the next probe asks the bucket again. */
const expireKeptAnswer = () => vi.setSystemTime(Date.now() + STORAGE_CHECK_TTL_MS);

describe('/readyz with S3_BUCKET', () => {
  beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'] }));
  afterAll(() => void vi.useRealTimers());

  it('is ready while the bucket answers, and asks it once for a storm of probes', async () => {
    // The instance's first look may come before its client is warm: ready once the bucket answers.
    await vi.waitFor(async () => {
      expireKeptAnswer();
      expect((await readyz()).statusCode).toBe(200);
    }, 15_000);
    expireKeptAnswer();
    const client = (ctx.storage as unknown as { client: S3Client }).client;
    const sent = vi.spyOn(client, 'send');
    const answers = await Promise.all(Array.from({ length: 20 }, readyz));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[0]!.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'off', storage: 'ok' },
    });
    expect(sent.mock.calls.map(([command]) => command.constructor.name)).toEqual(['HeadBucketCommand']);
    sent.mockRestore();
  });

  it('turns 503 naming the storage once the bucket stops answering', async () => {
    await peer.close();
    peerClosed = true;
    // Within the kept answer's time, probes still read it; after it, the bucket is asked again.
    expect((await readyz()).statusCode).toBe(200);
    expireKeptAnswer();
    const answer = await readyz();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      status: 'unready',
      checks: { database: 'ok', storage: expect.stringMatching(/^failed|^no answer/) },
    });
    // The process itself is alive: a liveness probe must not restart it for this.
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
