import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, emptyCursorPage, json, mockApi, type Call, type Handler } from '../../test/api.ts';
import { latheTemplate, productSummary } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const listQuery = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
const urlOf = (history: { location: { search: string } }) =>
  Object.fromEntries(new URLSearchParams(history.location.search));

function fakeGeolocation(answer: { lat: number; lon: number } | 'denied') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'denied') fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

/** The list answers a distance search with how far its post is, as the server does. */
const nearbyList: Handler = (call) =>
  json(
    200,
    listQuery(call).near
      ? { data: [productSummary(7, { title: 'Lathe nearby', distance_km: 2.4 })], meta: emptyCursorPage.meta }
      : emptyCursorPage,
  );

const browseApi = (extra: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/productCategories': () => json(200, { data: [] }),
    'GET /api/cities': () => json(200, { data: [] }),
    'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
    'GET /api/products': nearbyList,
    ...extra,
  });

async function openSheet() {
  await userEvent.click(await screen.findByRole('button', { name: /Filters/ }, SLOW));
  return screen.findByRole('dialog', { name: 'Filters' }, SLOW);
}

beforeEach(() => clearCookies());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the distance filter of the list', { timeout: 40_000 }, () => {
  it('searches near the device, nearest first within the chosen radius, with a chip and km on cards', async () => {
    fakeGeolocation({ lat: 37.56651, lon: 126.97802 });
    const { calls } = browseApi();
    const { history } = await renderApp('/products');
    const sheet = await openSheet();
    expect(within(sheet).queryByRole('radio', { name: 'Nearest' })).toBeNull();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Near me' }));
    expect(await within(sheet).findByText('Measured from your location')).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: '30 km' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('radio', { name: '10 km' }));
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Nearest' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(urlOf(history)).toEqual({ near: '37.5665,126.9780', within_km: '10', sort: 'distance' });
    await waitFor(() =>
      expect(listQuery(calls.at(-1)!)).toMatchObject({
        near: '37.5665,126.9780',
        within_km: '10',
        sort: 'distance',
      }),
    );
    expect(await screen.findByText(/^2\.4 km · /)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Within 10 km' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('says so when location access is refused, and leaves the list as it was', async () => {
    fakeGeolocation('denied');
    browseApi();
    const { history } = await renderApp('/products?type=sale');
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Near me' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      "Location access was refused. Allow it in your browser's settings, or search for a place.",
    );
    expect(within(sheet).queryByRole('radio', { name: '10 km' })).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(urlOf(history)).toEqual({ type: 'sale' });
  });

  it('measures from a place found by name, and opens again with it', async () => {
    const { calls } = browseApi({
      'GET /api/geocode/search': () =>
        json(200, { data: [{ name: 'Haeundae-gu, Busan', lat: 35.16311, lon: 129.16358, country: 'KR' }] }),
    });
    const { history } = await renderApp('/products');
    const sheet = await openSheet();
    await userEvent.type(within(sheet).getByLabelText('Search for a place'), 'Haeundae{Enter}');
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Haeundae-gu, Busan' }));
    expect(within(sheet).getByText('Measured from Haeundae-gu, Busan')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('radio', { name: '5 km' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urlOf(history)).toEqual({ near: '35.1631,129.1636', within_km: '5' }));
    expect(calls.find((c) => c.path === '/api/geocode/search')?.url).toContain('q=Haeundae');
    expect(await screen.findByRole('button', { name: 'Remove filter: Within 5 km' })).toBeInTheDocument();

    const again = await openSheet();
    expect(within(again).getByRole('radio', { name: '5 km' })).toBeChecked();
    await userEvent.click(within(again).getByRole('button', { name: 'Remove distance' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });
});
