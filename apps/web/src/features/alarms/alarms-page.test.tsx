import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlarmDto } from '@steelyard/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatchRealtimeEvent } from '../../api/realtime.ts';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { memberUser } from '../../test/fixtures.ts';

const member = memberUser({ unread_alarm_count: 2 });
/** The lazy screen module loads on first use; the shared test machine can be slow. */
const SLOW = { timeout: 15_000 };

const alarm = (id: number, patch: Partial<AlarmDto> = {}): AlarmDto => ({
  id,
  kind: 'keyword',
  title: `New post for your keyword "lathe" ${id}`,
  body: `CNC lathe ${id}`,
  link: `/products/${id}`,
  read: false,
  created_at: new Date().toISOString(),
  ...patch,
});

describe('/alarms', { timeout: 30_000 }, () => {
  beforeEach(() => clearCookies());

  it('lists alarms with the unread badge, opens one (marking it read), reads all and deletes', async () => {
    let alarms = [alarm(7), alarm(6, { kind: 'announcement', title: 'Maintenance', link: null, read: true })];
    const { calls } = mockApi({
      'GET /api/user': () =>
        json(200, { data: { ...member, unread_alarm_count: alarms.filter((a) => !a.read).length } }),
      'GET /api/alarms': () => json(200, { data: alarms, meta: { per_page: 20, next_cursor: null } }),
      'POST /api/alarms/7/read': () => {
        alarms = alarms.map((a) => (a.id === 7 ? { ...a, read: true } : a));
        return json(200, { data: alarms[0] });
      },
      'POST /api/alarms/readAll': () => json(200, { data: { updated: 0 } }),
      'DELETE /api/alarms/6': () => {
        alarms = alarms.filter((a) => a.id !== 6);
        return json(200, { data: null });
      },
      'GET /api/products/7': () => json(404, { message: 'This page could not be found.' }),
    });
    const { history } = await renderApp('/alarms');
    const row = (await screen.findByText('CNC lathe 7', undefined, SLOW)).closest('li')!;
    expect(within(row).getByText('Keyword alert')).toBeInTheDocument();
    expect(row.querySelector('.alarm-row--unread')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    // A new alarm arrives: the list is read again.
    const before = calls.filter((c) => c.path === '/api/alarms').length;
    act(() => dispatchRealtimeEvent('alarm-created', { alarm_id: 8, alarm: alarm(8) }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/alarms').length).toBeGreaterThan(before));

    const user = userEvent.setup();
    await user.click(
      within(screen.getByText('Maintenance').closest('li')!).getByRole('button', {
        name: 'Delete notification',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Maintenance')).toBeNull());
    expect(calls.some((c) => c.path === '/api/alarms/6')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/alarms/readAll')).toBe(true));

    await user.click(within(screen.getByText('CNC lathe 7').closest('li')!).getAllByRole('button')[0]!);
    await waitFor(() => expect(history.location.pathname).toBe('/products/7'));
  });

  it('shows the empty state', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/alarms': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
    });
    await renderApp('/alarms');
    expect(await screen.findByText('No notifications yet.', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('/keywords', { timeout: 30_000 }, () => {
  beforeEach(() => clearCookies());

  it('adds a keyword, shows the server message under the field, and removes one', async () => {
    let keywords = [{ id: 1, keyword: 'lathe', created_at: '2026-11-01T00:00:00Z' }];
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/keywords': () => json(200, { data: keywords }),
      'GET /api/spec-alerts': () => json(200, { data: [] }),
      'POST /api/keywords': ({ body }) => {
        const keyword = String(body?.get('keyword') ?? '').trim();
        if (!keyword)
          return json(422, {
            message: 'Please enter a keyword.',
            errors: { keyword: ['Please enter a keyword.'] },
          });
        const row = { id: 2, keyword, created_at: '2026-11-02T00:00:00Z' };
        keywords = [row, ...keywords];
        return json(201, { data: row });
      },
      'DELETE /api/keywords/1': () => json(200, { data: null }),
    });
    await renderApp('/keywords');
    expect(await screen.findByText('lathe', undefined, SLOW)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a keyword.')).toBeInTheDocument();
    expect(screen.getByLabelText('Keyword to watch')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Keyword to watch'), 'compressor');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('compressor')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a keyword.')).toBeNull();
    expect(screen.getByText('2 / 50 keywords')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove lathe' }));
    await waitFor(() => expect(screen.queryByText('lathe')).toBeNull());
    expect(calls.some((c) => c.path === '/api/keywords/1')).toBe(true);
  });
});
