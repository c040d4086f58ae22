import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { chatRoom, clientConfig, memberUser } from '../../test/fixtures.ts';
import { filterNear } from '../../test/near-filter.ts';
import { renderApp } from '../../test/render-app.tsx';
import { freelancer as freelancerFixture } from '../../test/service-fixtures.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const freelancer = freelancerFixture({
  images: [{ id: 8, url: '/uploads/8.webp', thumb_url: '/uploads/8-thumb.webp' }],
});

/** The room "Contact" opens. */
const freelancerRoom = chatRoom({
  id: 50,
  subject: {
    kind: 'freelancer',
    id: 3,
    title: 'PLC and panel work',
    path: '/freelancers/3',
    thumb_url: null,
    available: true,
  },
  product: null,
  other: { id: 12, nickname: 'Panel Kim', profile_image_url: null, city: null, county: null },
});

beforeEach(() => clearCookies());

describe('freelancers', { timeout: 40_000 }, () => {
  it('finds a freelancer by skill and region and links the member and the profile; the own profile needs a skill', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/freelancers': () =>
        json(200, { data: [freelancer], meta: { per_page: 20, next_cursor: null } }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    await renderApp('/freelancers');
    await userEvent.selectOptions(await screen.findByLabelText('Skills', {}, SLOW), 'plc_electrical');
    await userEvent.type(screen.getByLabelText('Region'), 'Ulsan{Enter}');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('skill=plc_electrical') && c.url.includes('city=Ulsan'))).toBe(
        true,
      ),
    );
    expect(await screen.findByText('PLC and panel work')).toBeInTheDocument();
    expect(screen.getByText(/15 years of experience/u)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panel Kim' })).toHaveAttribute('href', '/users/12');
    expect(screen.getByRole('link', { name: 'PLC and panel work' })).toHaveAttribute(
      'href',
      '/freelancers/3',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Publish my profile' }));
    const sheet = await screen.findByRole('dialog', { name: 'Publish my profile' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Publish my profile' }));
    expect(await within(sheet).findByText('Please choose at least one skill.')).toBeInTheDocument();
  });

  it('finds freelancers whose base is within a radius of a place, nearest first, each saying how far', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/freelancers': (call) =>
        json(200, {
          data: [call.url.includes('near=') ? { ...freelancer, distance_km: 2.4 } : freelancer],
          meta: { per_page: 20, next_cursor: null },
        }),
      'GET /api/geocode/search': () =>
        json(200, { data: [{ name: 'Ulsan', lat: 35.53889, lon: 129.31667, country: 'KR' }] }),
    });
    const { history } = await renderApp('/freelancers');
    await filterNear(history, calls, { search: 'Ulsan', place: 'Ulsan', near: '35.5389,129.3167' });
    expect(await screen.findByText(/^2\.4 km · /)).toBeInTheDocument();
  });

  it('contacts a freelancer in a chat about the profile; never oneself', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/freelancers': () =>
        json(200, {
          data: [freelancer, { ...freelancer, id: 4, headline: 'My own profile', is_mine: true }],
          meta: { per_page: 20, next_cursor: null },
        }),
      'POST /api/chats': () => json(201, { data: freelancerRoom }),
      'GET /api/chats/50': () => json(200, { data: freelancerRoom }),
      'GET /api/chats/50/messages': () => json(200, { data: [], meta: { per_page: 30, next_cursor: null } }),
      'GET /api/chats/50/freelancer-job': () => json(200, { data: null }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    const { history } = await renderApp('/freelancers');
    expect(await screen.findByText('My own profile', {}, SLOW)).toBeInTheDocument();
    // One Contact button: the member's own profile has none.
    const [contact, ...more] = screen.getAllByRole('button', { name: 'Contact' });
    expect(more).toEqual([]);
    await userEvent.click(contact!);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/chats' && c.method === 'POST')).toHaveLength(1),
    );
    expect(fieldsOf(calls.find((c) => c.path === '/api/chats' && c.method === 'POST')!)).toEqual({
      freelancer_id: '3',
    });
    await waitFor(() => expect(history.location.pathname).toBe('/chats/50'));
    // The room shows what it is about and links back to it.
    const kind = await screen.findByText('Freelancer', {}, SLOW);
    expect(kind.closest('a')).toHaveAttribute('href', '/freelancers/3');
    expect(kind.closest('a')).toHaveTextContent('PLC and panel work');
  });

  it('shows portfolio photos on the card and publishes the profile with uploaded ones', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/freelancers': () =>
        json(200, { data: [freelancer], meta: { per_page: 20, next_cursor: null } }),
      'POST /api/images': () =>
        json(201, { data: { id: 31, url: '/uploads/31.webp', thumb_url: '/uploads/31-thumb.webp' } }),
      'POST /api/freelancers': () => json(200, { data: { ...freelancer, is_mine: true } }),
      'GET /api/geocode/search': () =>
        json(200, {
          data: [{ name: 'Ulsan Mipo Industrial Complex', lat: 35.4921, lon: 129.3862, country: 'KR' }],
        }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    await renderApp('/freelancers');
    const strip = await screen.findByRole('list', { name: 'Portfolio' }, SLOW);
    expect(within(strip).getByRole('img', { name: 'Portfolio 1' })).toHaveAttribute(
      'src',
      '/uploads/8-thumb.webp',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Publish my profile' }));
    const sheet = await screen.findByRole('dialog', { name: 'Publish my profile' });
    await userEvent.type(within(sheet).getByLabelText('Headline'), 'PLC and panel work');
    await userEvent.click(within(sheet).getByLabelText('PLC and electrical'));
    await userEvent.type(within(sheet).getByLabelText('Region'), 'Ulsan');
    await userEvent.type(within(sheet).getByLabelText('Find a place'), 'Mipo{Enter}');
    await userEvent.click(
      await within(sheet).findByRole('button', { name: 'Ulsan Mipo Industrial Complex' }),
    );
    expect(within(sheet).getByLabelText('Base name')).toHaveValue('Ulsan Mipo Industrial Complex');
    await userEvent.type(within(sheet).getByLabelText('Travel radius (km)'), '80');
    await userEvent.type(within(sheet).getByLabelText('Experience (years)'), '15');
    await userEvent.type(within(sheet).getByLabelText('About'), 'Siemens and LS PLCs.');
    await userEvent.upload(
      within(sheet).getByTestId('photo-input'),
      new File(['png'], 'panel.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/api/images')).toBe(true));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Publish my profile' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/freelancers' && c.method === 'POST')).toBe(true),
    );
    const body = calls.find((c) => c.path === '/api/freelancers' && c.method === 'POST')!;
    expect(body.body?.getAll('image_ids[]')).toEqual(['31']);
    expect(fieldsOf(body)).toMatchObject({
      headline: 'PLC and panel work',
      travel_km: '80',
      place_name: 'Ulsan Mipo Industrial Complex',
      lat: '35.4921',
      lon: '129.3862',
    });
  });

  it('shows on the profile the reviews its freelancer received for freelance jobs', async () => {
    const person = (id: number, nickname: string) => ({
      id,
      nickname,
      profile_image_url: null,
      city: null,
      county: null,
    });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/freelancers/3': () => json(200, { data: freelancer }),
      'GET /api/reviews': () =>
        json(200, {
          data: [
            {
              id: 70,
              subject: {
                kind: 'freelancer_job',
                id: 9,
                title: freelancer.headline,
                path: '/freelancers/3',
                thumb_url: null,
              },
              product: null,
              reviewer: person(20, 'Press Shop'),
              reviewee: person(12, 'Panel Kim'),
              reviewer_role: 'buyer',
              manners: [{ id: 1, type: 1, title: 'Punctual' }],
              content: 'Fixed the panel in a day.',
              can_review_back: false,
              anonymous: false,
              created_at: '2026-11-22T10:00:00Z',
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        }),
    });
    await renderApp('/freelancers/3');
    const section = await screen.findByRole('region', { name: 'Reviews of freelance jobs' }, SLOW);
    expect(await within(section).findByText('Fixed the panel in a day.', {}, SLOW)).toBeInTheDocument();
    expect(within(section).getByText(/Client · Freelance job/)).toBeInTheDocument();
    const asked = new URL(calls.find((c) => c.path === '/api/reviews')!.url, 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ user_id: '12', kind: 'received', freelancer_id: '3' });
  });
});
