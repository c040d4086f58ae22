import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { startJsonStub } from '../../../test/json-stub.ts';

/** A Frankfurter stand-in: the ECB's table of one day, or a failure while `down` is set. */
async function startRatesStub() {
  const state = { down: false };
  const stub = await startJsonStub(() =>
    state.down
      ? { status: 502, body: { message: 'bad gateway' } }
      : {
          body: {
            amount: 1,
            base: 'EUR',
            date: '2026-11-23',
            rates: { JPY: 162.5, KRW: 1480.25, USD: 1.05, bogus: 3, XYZ: -1 },
          },
        },
  );
  return Object.assign(stub, { state });
}

describe('GET /api/exchangeRates with a rates source', () => {
  let ctx: TestContext;
  let stub: Awaited<ReturnType<typeof startRatesStub>>;
  beforeAll(async () => {
    stub = await startRatesStub();
    ctx = await buildTestApp({ EXCHANGE_RATES_URL: `${stub.url}/v1/` });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  it('answers the reference table (base 1, only well-formed rates), asked once for many readers', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ url: '/api/exchangeRates' })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({
        base: 'EUR',
        date: '2026-11-23',
        rates: { EUR: 1, JPY: 162.5, KRW: 1480.25, USD: 1.05 },
      });
      expect(answer.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    }
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({ method: 'GET', path: '/v1/latest' });
    expect(stub.requests[0]!.query.get('base')).toBe('EUR');
    const config = await ctx.app.inject({ url: '/api/clientConfig' });
    expect(config.json().data.exchange_rates_available).toBe(true);
  });
});

describe('GET /api/exchangeRates when the source fails', () => {
  it('answers 503 with the message and asks again on the next read', async () => {
    const stub = await startRatesStub();
    const ctx = await buildTestApp({ EXCHANGE_RATES_URL: stub.url });
    try {
      stub.state.down = true;
      const failed = await ctx.app.inject({
        url: '/api/exchangeRates',
        headers: { 'accept-language': 'en' },
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toBe('Exchange rates are not available right now.');
      stub.state.down = false;
      const answer = await ctx.app.inject({ url: '/api/exchangeRates' });
      expect(answer.statusCode).toBe(200);
      expect(stub.requests).toHaveLength(2);
    } finally {
      await ctx.close();
      await stub.close();
    }
  });
});

describe('GET /api/exchangeRates with nothing configured', () => {
  it('answers 404 and the client config says there are no rates', async () => {
    const ctx = await buildTestApp();
    try {
      const answer = await ctx.app.inject({
        url: '/api/exchangeRates',
        headers: { 'accept-language': 'de' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Wechselkurse sind gerade nicht verfügbar.');
      const config = await ctx.app.inject({ url: '/api/clientConfig' });
      expect(config.json().data.exchange_rates_available).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
