import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { SpecAlertDto } from '@steelyard/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi, type Call } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };

beforeEach(() => clearCookies());

const lathes: SpecAlertDto = {
  id: 7,
  name: 'Big lathes',
  filters: 'year_from=2012&kind=lathe&main_from=500',
  digest: false,
  created_at: '2026-11-28T10:00:00.000Z',
};
const presses: SpecAlertDto = { ...lathes, id: 8, name: 'Presses', filters: 'kind=press', digest: true };

/** /keywords with the given spec alerts; PATCH answers the alert with the change, DELETE nothing. */
function alertsApi(alerts: SpecAlertDto[], patch?: (call: Call) => Response) {
  return mockApi({
    'GET /api/user': () => json(200, { data: memberUser() }),
    'GET /api/keywords': () => json(200, { data: [] }),
    'GET /api/spec-alerts': () => json(200, { data: alerts }),
    'PATCH /api/spec-alerts/7': (call) =>
      patch?.(call) ?? json(200, { data: { ...lathes, ...(call.json as object) } }),
    'DELETE /api/spec-alerts/7': () => json(200, { data: null }),
  });
}

describe('/keywords: spec alerts', { timeout: 40_000 }, () => {
  it('lists the alerts with their count, each opening its list; the digest switches and the alert goes', async () => {
    const { calls } = alertsApi([lathes, presses]);
    await renderApp('/keywords');
    const section = await screen.findByRole('region', { name: 'Spec alerts' }, SLOW);
    expect(await within(section).findByText('2 / 20 alerts')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Big lathes' })).toHaveAttribute(
      'href',
      '/products?year_from=2012&kind=lathe&main_from=500',
    );
    const switches = within(section).getAllByRole('switch', { name: 'Daily digest' });
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'true']);

    await userEvent.click(switches[0]!);
    await waitFor(() => expect(switches[0]).toHaveAttribute('aria-checked', 'true'));
    expect(calls.find((c) => c.method === 'PATCH')?.json).toEqual({ digest: true });

    await userEvent.click(within(section).getByRole('button', { name: 'Delete Big lathes' }));
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'Big lathes' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/spec-alerts/7')).toBe(true);
  });

  it('renames in place, and shows the server’s refusal under the name', async () => {
    let refuse = true;
    const { calls } = alertsApi([lathes], (call) =>
      refuse
        ? json(422, { message: 'invalid', errors: { name: ['Please enter a name for the alert.'] } })
        : json(200, { data: { ...lathes, ...(call.json as object) } }),
    );
    await renderApp('/keywords');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }, SLOW));
    const field = screen.getByLabelText('New name for Big lathes');
    await userEvent.clear(field);
    await userEvent.type(field, '{Enter}');
    expect(await screen.findByText('Please enter a name for the alert.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.type(field, 'Lathes 500+{Enter}');
    expect(await screen.findByText('Please enter a name for the alert.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Lathes 500+' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.json)).toEqual([
      { name: 'Lathes 500+' },
      { name: 'Lathes 500+' },
    ]);
  });

  it('says how to make one when there are none', async () => {
    alertsApi([]);
    await renderApp('/keywords');
    expect(await screen.findByText('No spec alerts yet.', {}, SLOW)).toBeInTheDocument();
  });
});
