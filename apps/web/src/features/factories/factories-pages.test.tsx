import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { cursorPage, dayFromToday as day, factory, factoryApplication } from '../../test/service-fixtures.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const sent = (calls: Call[], path: string, method = 'POST') =>
  calls.filter((call) => call.path === path && call.method === method);

const application = factoryApplication;

beforeEach(() => clearCookies());

describe('factory sharing', { timeout: 40_000 }, () => {
  it('finds a factory by capability and applies for a week', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories': () => json(200, { data: [factory()], meta: { per_page: 20, next_cursor: null } }),
      'GET /api/factories/4': () => json(200, { data: factory() }),
      'POST /api/factoryApplications': () => json(201, { data: application(1) }),
    });
    await renderApp('/factoryApplications');
    await userEvent.selectOptions(await screen.findByLabelText('Capabilities', {}, SLOW), 'milling');
    await waitFor(() => expect(calls.some((c) => c.url.includes('capability=milling'))).toBe(true));
    await userEvent.click(await screen.findByRole('link', { name: /CNC shop/u }));
    expect(await screen.findByText('Machining centre · Doosan · 2019')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to use it' }));
    const sheet = await screen.findByRole('dialog', { name: 'Apply to use it' });
    await userEvent.type(within(sheet).getByLabelText('From'), day(2));
    await userEvent.type(within(sheet).getByLabelText('Until'), day(8));
    await userEvent.type(within(sheet).getByLabelText('Message'), 'Night shifts, please.');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply to use it' }));
    expect(await screen.findByText('Your application is sent.')).toBeInTheDocument();
    expect(fieldsOf(sent(calls, '/api/factoryApplications')[0]!)).toEqual({
      factory_id: '4',
      starts_on: day(2),
      ends_on: day(8),
      message: 'Night shifts, please.',
    });
  });

  it('lets the owner accept a received application', async () => {
    let accepted = false;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factoryApplications': () =>
        cursorPage([application(2), application(1, accepted ? 'accepted' : 'pending')]),
      'PATCH /api/factoryApplications/1': () => {
        accepted = true;
        return json(200, { data: application(1, 'accepted') });
      },
    });
    await renderApp('/factoryApplications?tab=received');
    expect(await screen.findByText('Applicant 1', { exact: false }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Accept' })[1]!);
    await waitFor(() => expect(sent(calls, '/api/factoryApplications/1', 'PATCH')).toHaveLength(1));
    expect(fieldsOf(sent(calls, '/api/factoryApplications/1', 'PATCH')[0]!)).toMatchObject({
      status: 'accepted',
    });
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
  });
});
