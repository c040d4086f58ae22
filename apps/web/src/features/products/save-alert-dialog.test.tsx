import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, json, mockApi } from '../../test/api.ts';
import { latheTemplate, memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };

beforeEach(() => clearCookies());

/** The filtered list of a member, with 'POST /api/spec-alerts' answered by `save`. */
function listApi(save: () => Response) {
  return mockApi({
    'GET /api/user': () => json(200, { data: memberUser() }),
    'GET /api/productCategories': () => json(200, { data: [] }),
    'GET /api/cities': () => json(200, { data: [] }),
    'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
    'GET /api/products': () => json(200, emptyCursorPage),
    'POST /api/spec-alerts': save,
  });
}

describe('save the list’s filters as an alert', { timeout: 40_000 }, () => {
  it('names it after the chips, sends the filters without the sort, and shows the server’s refusal', async () => {
    let refuse = true;
    const { calls } = listApi(() =>
      refuse
        ? json(422, { message: 'invalid', errors: { name: ['You can save up to 20 spec alerts.'] } })
        : json(201, {
            data: { id: 1, name: 'x', filters: '', digest: true, created_at: '2026-11-28T10:00:00Z' },
          }),
    );
    await renderApp('/products?kind=lathe&main_from=500&year_from=2012&sort=year');
    await userEvent.click(await screen.findByRole('button', { name: 'Save as alert' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Save as alert' }, SLOW);
    const name = within(dialog).getByLabelText('Alert name');
    // Whole chips while they fit 40 characters: the year's chip would not.
    await waitFor(() => expect(name).toHaveValue('Lathe, Swing over bed ≥ 500 mm'));
    await userEvent.click(within(dialog).getByLabelText('Send a daily digest instead of at once'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You can save up to 20 spec alerts.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/spec-alerts')!;
    expect(sent.json).toEqual({
      name: (name as HTMLInputElement).value,
      digest: true,
      filters: { kind: 'lathe', main_from: 500, year_from: 2012 },
    });

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Alert saved')).toBeInTheDocument();
  });

  it('refuses an empty name without asking the server', async () => {
    const { calls } = listApi(() => json(500));
    await renderApp('/products?kind=lathe');
    await userEvent.click(await screen.findByRole('button', { name: 'Save as alert' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Save as alert' }, SLOW);
    await userEvent.clear(within(dialog).getByLabelText('Alert name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name for the alert.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/spec-alerts')).toBe(false);
  });
});
