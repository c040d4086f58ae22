import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { clearCookies, json, mockApi, type Handler } from '../../test/api.ts';
import { clientConfig, latheTemplate, memberUser, productCategories } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
/** The form's lazy chunk loads on first use. */
const SLOW = { timeout: 15_000 };
const busan = {
  country: 'KR',
  city: '부산광역시',
  county: '해운대구',
  town: '우동',
  village: null,
  name: '부산광역시 해운대구 우동',
};

function fakeGeolocation(answer: { lat: number; lon: number } | 'denied') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'denied') fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

/** A member on the post form, and the geocoder's answers a test gives. */
const mockForm = (geocoder: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    'GET /api/user': () => json(200, { data: memberUser() }),
    'GET /api/productCategories': () => json(200, { data: productCategories }),
    'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
    ...geocoder,
  });

beforeEach(() => {
  clearCookies();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the post form’s place picker', { timeout: 40_000 }, () => {
  it('moves the pin to a typed place and fills the place name', async () => {
    const { calls } = mockForm({
      'GET /api/geocode/search': () =>
        json(200, { data: [{ name: 'Haeundae-gu, Busan', lat: 35.16311, lon: 129.16355, country: 'KR' }] }),
    });
    await renderApp('/products/create');
    await userEvent.type(await screen.findByLabelText('Find a place', {}, SLOW), 'Haeundae{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Haeundae-gu, Busan' }));
    expect(screen.getByLabelText('Place name')).toHaveValue('Haeundae-gu, Busan');
    expect(screen.getByText('Pin dropped (35.16311, 129.16355)')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/geocode/search')?.url).toContain('q=Haeundae');
  });

  it('says the address cannot be found when nothing matches', async () => {
    mockForm({ 'GET /api/geocode/search': () => json(200, { data: [] }) });
    await renderApp('/products/create');
    await userEvent.type(await screen.findByLabelText('Find a place', {}, SLOW), 'nowhere at all');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Cannot find address. Please try again.')).toBeInTheDocument();
  });

  it('drops the pin at the device’s position and names the place from the geocoder', async () => {
    fakeGeolocation({ lat: 35.1631, lon: 129.1636 });
    const { calls } = mockForm({ 'GET /api/geocode/reverse': () => json(200, { data: busan }) });
    await renderApp('/products/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }, SLOW));
    await waitFor(() => expect(screen.getByLabelText('Place name')).toHaveValue('부산광역시 해운대구 우동'));
    expect(screen.getByText('Pin dropped (35.16310, 129.16360)')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/geocode/reverse')?.url).toContain('lat=35.1631');
  });

  it('keeps a place name typed while the geocoder was still answering', async () => {
    fakeGeolocation({ lat: 35.1631, lon: 129.1636 });
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockForm({
      'GET /api/geocode/reverse': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderApp('/products/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }, SLOW));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/geocode/reverse')).toBe(true));
    await userEvent.type(screen.getByLabelText('Place name'), 'Gate 2 of the second plant');
    answer(json(200, { data: busan }));
    // The geocoder's answer is in, and the page has moved on since (a tab away from the field).
    await waitFor(() =>
      expect(queryClient.getQueriesData({ queryKey: ['geo', 'reverse'] }).map(([, data]) => data)).toEqual([
        busan,
      ]),
    );
    await userEvent.tab();
    expect(screen.getByLabelText('Place name')).toHaveValue('Gate 2 of the second plant');
    expect(screen.getByText('Pin dropped (35.16310, 129.16360)')).toBeInTheDocument();
  });

  it('asks for location permission when the member refused it', async () => {
    fakeGeolocation('denied');
    mockForm();
    await renderApp('/products/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }, SLOW));
    expect(
      await screen.findByText('You must allow location information to view map data.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Location access is not allowed. Please allow location access in your settings.',
      ),
    ).toBeInTheDocument();
  });
});
