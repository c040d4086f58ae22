import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { freelancer as freelancerFixture } from '../../test/service-fixtures.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const freelancer = freelancerFixture();

beforeEach(() => clearCookies());

describe('freelancers', { timeout: 40_000 }, () => {
  it('finds a freelancer by skill and region and leads to their profile; the own profile needs a skill', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/freelancers': () =>
        json(200, { data: [freelancer], meta: { per_page: 20, next_cursor: null } }),
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
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/users/12');

    await userEvent.click(screen.getByRole('button', { name: 'Publish my profile' }));
    const sheet = await screen.findByRole('dialog', { name: 'Publish my profile' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Publish my profile' }));
    expect(await within(sheet).findByText('Please choose at least one skill.')).toBeInTheDocument();
  });
});
