import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi, type Call } from '../../test/api.ts';
import { clientConfig, memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  cursorPage,
  factory,
  factoryApplication,
  freelancer,
  serviceRequestSummary,
} from '../../test/service-fixtures.ts';

/* "Mine" of the services under /mypage: the entries, and each list's tabs asking the API for their status. */

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const asked = (calls: Call[], path: string, query: string) =>
  calls.some((call) => call.path === path && call.url.includes(query));

beforeEach(() => clearCookies());

describe('mine under /mypage', { timeout: 40_000 }, () => {
  it('lists the four services’ entries on the my page, and the category menu’s shortcuts lead to the create screens', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/productCategories': () => json(200, { data: [] }),
    });
    const { history } = await renderApp('/mypage');
    const group = (await screen.findByRole('heading', { name: 'My services' }, SLOW)).closest('section')!;
    const links = within(group as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/mypage/services/requests',
      '/mypage/services/quotes',
      '/mypage/services/factories',
      '/mypage/services/freelancer',
    ]);
    history.push('/productCategories');
    expect(await screen.findByRole('link', { name: 'Request drawing processing' }, SLOW)).toHaveAttribute(
      'href',
      '/drawingRequests/create',
    );
    expect(screen.getByRole('link', { name: 'Post a production notice' })).toHaveAttribute(
      'href',
      '/bigNotices/create',
    );
    expect(screen.getByRole('link', { name: 'List a factory' })).toHaveAttribute('href', '/factories/create');
  });

  it('my requests by kind and status, a hidden one marked; my quotes by how my quote stands', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests': () =>
        cursorPage([serviceRequestSummary(7, { title: 'Hidden flange', is_hidden: true })]),
      'GET /api/bigNotices': () =>
        cursorPage([
          serviceRequestSummary(8, { kind: 'production', title: 'Bracket run', status: 'awarded' }),
        ]),
    });
    const { history } = await renderApp('/mypage/services/requests');
    expect(await screen.findByText('Hidden flange', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Hidden by staff')).toBeInTheDocument();
    expect(asked(calls, '/api/drawingRequests', 'scope=mine')).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'Made-to-order production' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Awarded' }));
    await waitFor(() => expect(asked(calls, '/api/bigNotices', 'status=awarded')).toBe(true));
    expect(await screen.findByText('Bracket run')).toBeInTheDocument();
    expect(history.location.search).toBe('?kind=production&status=awarded');

    history.push('/mypage/services/quotes');
    await userEvent.click(await screen.findByRole('tab', { name: 'Not chosen' }, SLOW));
    await waitFor(() =>
      expect(asked(calls, '/api/drawingRequests', 'scope=quoted&quote_status=declined')).toBe(true),
    );
  });

  it('my factories, and the applications I received by status with the owner’s answer', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories': () => cursorPage([factory({ is_owner: true, is_hidden: true })]),
      'GET /api/factoryApplications': () => cursorPage([factoryApplication(1)]),
    });
    await renderApp('/mypage/services/factories');
    expect(await screen.findByText('CNC shop, second shift', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Hidden by staff')).toBeInTheDocument();
    expect(asked(calls, '/api/factories', 'mine=1')).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Received' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Waiting' }));
    await waitFor(() =>
      expect(asked(calls, '/api/factoryApplications', 'role=received&status=pending')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('my freelancer profile: none yet invites to publish; one (hidden, marked) opens filled to edit', async () => {
    let profile: ReturnType<typeof freelancer> | null = null;
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/freelancers': () => cursorPage(profile ? [profile] : []),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    const first = await renderApp('/mypage/services/freelancer');
    expect(await screen.findByText('You have no freelancer profile yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish my profile' })).toBeInTheDocument();
    first.unmount();

    profile = freelancer({ is_mine: true, is_hidden: true });
    await renderApp('/mypage/services/freelancer');
    expect(await screen.findByText('PLC and panel work', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Hidden by staff')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByDisplayValue('PLC and panel work')).toBeInTheDocument();
    expect(within(sheet).getByDisplayValue('Ulsan')).toBeInTheDocument();
  });
});
