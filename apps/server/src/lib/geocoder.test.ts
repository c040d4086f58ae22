import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonStub } from '../../test/json-stub.ts';
import { createHttpGeocoder, partsFromNominatim } from './geocoder.ts';

describe('the Nominatim-compatible geocoder', () => {
  let stub: Awaited<ReturnType<typeof startJsonStub>>;
  beforeAll(async () => {
    stub = await startJsonStub((request) => {
      if (request.path === '/nominatim/reverse' && request.query.get('lat') === '0')
        return { body: { error: 'Unable to geocode' } };
      if (request.path === '/nominatim/reverse')
        return {
          body: {
            address: {
              country_code: 'kr',
              city: '부산광역시',
              borough: '해운대구',
              suburb: '우동',
              road: '해운대로',
            },
          },
        };
      if (request.path === '/nominatim/search')
        return {
          body: [
            {
              lat: '35.1631',
              lon: '129.1636',
              display_name: '해운대구, 부산광역시, 대한민국',
              address: { country_code: 'kr' },
            },
            { lat: 'x', lon: '1', display_name: 'broken' },
          ],
        };
      return { status: 500, body: { error: 'down' } };
    });
  });
  afterAll(() => stub.close());

  it('asks /reverse in the member language and maps the address to the location parts', async () => {
    const geocoder = createHttpGeocoder({ url: `${stub.url}/nominatim/` });
    const parts = await geocoder.reverse({ lat: 35.1631, lon: 129.1636 }, 'ja');
    expect(parts).toEqual({
      country: 'KR',
      city: '부산광역시',
      county: '해운대구',
      town: '우동',
      village: null,
      name: '부산광역시 해운대구 우동',
    });
    const request = stub.requests.at(-1)!;
    expect(request.query.get('format')).toBe('jsonv2');
    expect(request.headers['accept-language']).toBe('ja');
  });

  it('answers null where the service finds nothing', async () => {
    const geocoder = createHttpGeocoder({ url: `${stub.url}/nominatim` });
    expect(await geocoder.reverse({ lat: 0, lon: 0 }, 'ko')).toBeNull();
  });

  it('turns search hits into places, skipping malformed ones', async () => {
    const geocoder = createHttpGeocoder({ url: `${stub.url}/nominatim` });
    expect(await geocoder.search('해운대', 'ko')).toEqual([
      { name: '해운대구, 부산광역시, 대한민국', lat: 35.1631, lon: 129.1636, country: 'KR' },
    ]);
    expect(stub.requests.at(-1)!.query.get('q')).toBe('해운대');
  });

  it('throws on an error status so the caller can log it', async () => {
    const geocoder = createHttpGeocoder({ url: `${stub.url}/elsewhere` });
    await expect(geocoder.search('x', 'ko')).rejects.toThrow('Geocoder answered 500');
  });

  it('reads a state as the first level and its city as the county', () => {
    expect(
      partsFromNominatim({ country_code: 'de', state: 'Bayern', city: 'München', suburb: 'Altstadt' }),
    ).toMatchObject({
      country: 'DE',
      city: 'Bayern',
      county: 'München',
      town: 'Altstadt',
    });
  });
});
