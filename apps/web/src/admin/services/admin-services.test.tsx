import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  adminPage,
  factory,
  freelancer,
  requestViewer,
  serviceRequestDetail,
  serviceRequestSummary,
} from '../../test/service-fixtures.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const patches = (calls: Call[], path: string) =>
  calls.filter((call) => call.path === path && call.method === 'PATCH');

beforeEach(() => clearCookies());

describe('the services’ back office', { timeout: 40_000 }, () => {
  it('lists drawing requests with search, status and visibility in the URL, and hides one', async () => {
    let hidden = false;
    const row = () => serviceRequestSummary(7, { title: 'Flange adapter', is_hidden: hidden });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/drawingRequests': () => adminPage([row()], 31),
      'PATCH /api/admin/drawingRequests/7/hidden': () => {
        hidden = true;
        return json(200, { data: { ...row(), files: [] } });
      },
    });
    const { history } = await renderApp('/admin/drawingRequests');
    expect(await screen.findByRole('heading', { name: 'Drawing requests' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Drawing requests' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('31 items')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Title, member or number' }), 'flange');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'quoting');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.location.search).toBe('?word=flange&status=quoting&hidden=0'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.includes('/api/admin/drawingRequests?word=flange&status=quoting&hidden=0')),
      ).toBe(true),
    );

    const table = screen.getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(patches(calls, '/api/admin/drawingRequests/7/hidden')).toHaveLength(1));
    expect(fieldsOf(patches(calls, '/api/admin/drawingRequests/7/hidden')[0]!)).toMatchObject({
      hidden: '1',
    });
    expect(await screen.findByText('Hidden. Only its member still sees it.')).toBeInTheDocument();
    expect(await within(table).findByRole('button', { name: 'Show again' })).toBeInTheDocument();
  });

  it('opens a request with its files by name only (no links), and lists factories and freelancers by region', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/bigNotices/8': () =>
        json(200, {
          data: serviceRequestDetail(8, {
            kind: 'production',
            title: 'Bracket run',
            description: '500 brackets.',
            material: null,
            terms: 'Secret',
            files: [{ id: 3, filename: 'bracket.dwg', format: 'dwg', size: 10, url: null }],
            viewer: requestViewer({ is_owner: false, can_read_files: false }),
          }),
        }),
      'GET /api/admin/factories': () => adminPage([factory({ is_hidden: true })]),
      'GET /api/admin/freelancers': () => adminPage([freelancer()]),
    });
    const { history } = await renderApp('/admin/bigNotices?id=8');
    expect(await screen.findByRole('heading', { name: 'Bracket run' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('bracket.dwg')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /bracket\.dwg/u })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();

    history.push('/admin/factories');
    const factories = await screen.findByRole('table', {}, SLOW);
    expect(within(factories).getByText('CNC shop, second shift')).toBeInTheDocument();
    expect(within(factories).getByText('Hidden by staff')).toBeInTheDocument();
    expect(within(factories).getByRole('button', { name: 'Show again' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

    history.push('/admin/freelancers');
    expect(await screen.findByText('PLC and panel work', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Ulsan')).toBeInTheDocument();
  });
});
