import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { clientConfig, memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { requestViewer, serviceQuote, serviceRequestDetail } from '../../test/service-fixtures.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const sent = (calls: Call[], path: string, method = 'POST') =>
  calls.filter((call) => call.path === path && call.method === method);

const request = serviceRequestDetail;
const quote = serviceQuote;

beforeEach(() => clearCookies());

describe('editing and withdrawing', { timeout: 40_000 }, () => {
  it('edits a quoted request in the create form: the quoted specification read-only and not sent', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () => json(200, { data: request(7) }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'GET /api/cities': () =>
        json(200, {
          data: [
            { id: 1, name: 'Gyeonggi', counties: [{ id: 2, name: 'Suwon' }] },
            { id: 3, name: 'Seoul', counties: [{ id: 4, name: 'Jung-gu' }] },
          ],
        }),
      'PATCH /api/drawingRequests/7': () => json(200, { data: request(7, { title: 'Flange adapter v2' }) }),
      'GET /api/drawingRequests/7/quotes': () => json(200, { data: [] }),
    });
    await renderApp('/drawingRequests/7');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit' }, SLOW));
    const title = await screen.findByLabelText('Part name', {}, SLOW);
    expect(title).toHaveValue('Flange adapter');
    expect(
      screen.getByText('Suppliers have quoted, so the specification can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('readonly');
    // The budget is in the request's currency (KR here), whoever edits it.
    expect(screen.getByLabelText('Budget (optional) · KRW (₩)')).toBeInTheDocument();
    expect(screen.getByLabelText('Process')).toBeDisabled();
    // The area comes from the same lists as every other form (issue 23 §8), not free text.
    const province = await screen.findByRole('combobox', { name: 'Province / state' });
    await waitFor(() => expect(province).toHaveValue('Gyeonggi'));
    expect(
      within(province)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Seoul');
    expect(screen.queryByLabelText(/^Drawings/u)).not.toBeInTheDocument();

    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(sent(calls, '/api/drawingRequests/7', 'PATCH')).toHaveLength(0);

    await userEvent.type(title, 'Flange adapter v2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your request is updated.')).toBeInTheDocument();
    const fields = fieldsOf(sent(calls, '/api/drawingRequests/7', 'PATCH')[0]!);
    expect(fields).toMatchObject({
      title: 'Flange adapter v2',
      description: 'Aluminium flange.',
      city: 'Gyeonggi',
    });
    expect(fields).not.toHaveProperty('quantity');
    expect(fields).not.toHaveProperty('process');
  });

  it('lets a supplier withdraw their own quote after confirming', async () => {
    let withdrawn = false;
    const supplierView = () =>
      request(7, {
        viewer: requestViewer({ is_owner: false, has_quoted: !withdrawn, can_quote: withdrawn }),
      });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () => json(200, { data: supplierView() }),
      'GET /api/drawingRequests/7/quotes': () =>
        json(200, { data: withdrawn ? [] : [quote(4, 'Me', 700_000)] }),
      'DELETE /api/drawingRequests/7/quotes/4': () => {
        withdrawn = true;
        return json(200, { data: supplierView() });
      },
    });
    await renderApp('/drawingRequests/7');
    const mine = await screen.findByRole('region', { name: 'My quote' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(await within(mine).findByRole('button', { name: 'Withdraw quote' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw quote' }));
    expect(await screen.findByText('Your quote is withdrawn.')).toBeInTheDocument();
    expect(sent(calls, '/api/drawingRequests/7/quotes/4', 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Send a quote' })).toBeInTheDocument();
  });
});
