import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { startJsonStub } from '../../../test/json-stub.ts';

describe('geocoding with nothing configured (the offline default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('turns a pin into the location parts of a seeded region', async () => {
    const response = await new Agent(ctx.app).get('/api/geocode/reverse?lat=37.4979&lon=127.0276');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ country: 'KR', city: '서울특별시' });
  });

  it('answers null at a point where nothing is known', async () => {
    const response = await new Agent(ctx.app).get('/api/geocode/reverse?lat=0&lon=-140');
    expect(response.json()).toEqual({ data: null });
  });

  it('finds places by name', async () => {
    const response = await new Agent(ctx.app).get(`/api/geocode/search?q=${encodeURIComponent('부산')}`);
    expect(response.json().data[0]).toMatchObject({ name: '부산광역시', country: 'KR' });
  });

  it('refuses coordinates off the globe and an empty search with 422', async () => {
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    const off = await agent.get('/api/geocode/reverse?lat=91&lon=10');
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.lat).toEqual(['Please enter a value of at most 90.']);
    expect((await agent.get('/api/geocode/search?q=')).statusCode).toBe(422);
  });
});

describe('geocoding through GEOCODER_URL', () => {
  let ctx: TestContext;
  let stub: Awaited<ReturnType<typeof startJsonStub>>;
  beforeAll(async () => {
    stub = await startJsonStub((request) =>
      request.path === '/reverse'
        ? { body: { address: { country_code: 'de', state: 'Bayern', city: 'München', suburb: 'Altstadt' } } }
        : { status: 503, body: {} },
    );
    ctx = await buildTestApp({ GEOCODER_URL: stub.url });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  it("asks the service in the request's language", async () => {
    const response = await new Agent(ctx.app, { 'accept-language': 'de' }).get(
      '/api/geocode/reverse?lat=48.1&lon=11.5',
    );
    expect(response.json().data).toMatchObject({
      country: 'DE',
      city: 'Bayern',
      county: 'München',
      town: 'Altstadt',
    });
    expect(stub.requests.at(-1)!.headers['accept-language']).toBe('de');
  });

  it('answers no places (not a 500) while the service fails', async () => {
    const response = await new Agent(ctx.app).get('/api/geocode/search?q=Berlin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });
});
