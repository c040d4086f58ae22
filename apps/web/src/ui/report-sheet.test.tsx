import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, emptyPage, fieldsOf, json, mockApi } from '../test/api.ts';
import { memberUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const other = {
  id: 7,
  nickname: 'Lathe Shop',
  profile_image_url: null,
  city: null,
  county: null,
  manner: { good: 0, review_count: 0, trust_score: 36.5 },
  product_count: 0,
  like_count: 0,
  liked: false,
  is_blocked: false,
  is_me: false,
  created_at: '2025-05-01T00:00:00Z',
};

beforeEach(() => clearCookies());

describe('reporting a member', { timeout: 40_000 }, () => {
  it('needs a reason, shows the server’s refusal, and blocks too when asked', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    let reports = 0;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/users/7': () => json(200, { data: other }),
      'GET /api/products': () => json(200, emptyCursorPage),
      'GET /api/reviews': () => json(200, emptyPage),
      'POST /api/reports': () =>
        ++reports === 1
          ? json(422, {
              message: 'invalid',
              errors: {
                reportable_id: ['You have already reported this. We will tell you when it is handled.'],
              },
            })
          : json(201, { data: { id: 3, status: 'open', created_at: '2026-11-24T00:00:00Z' } }),
      'POST /api/blocks': () => json(200, { data: { user: other, created_at: '2026-11-24T00:00:00Z' } }),
    });
    await renderApp('/users/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Report this member' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: 'Report this member' }, SLOW);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Report' }));
    expect(await within(sheet).findByText('Please select the reason for the report.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/reports')).toBe(false);

    await userEvent.click(within(sheet).getByLabelText('Looks like a scam'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Report' }));
    expect(
      await within(sheet).findByText('You have already reported this. We will tell you when it is handled.'),
    ).toBeInTheDocument();

    await userEvent.click(within(sheet).getByLabelText('Also block Lathe Shop'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Report' }));
    expect(
      await screen.findByText('Thank you. We will tell you when the report is handled.'),
    ).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/reports').at(-1)!;
    expect(fieldsOf(sent)).toMatchObject({ reportable_type: 'user', reportable_id: '7', reason: 'scam' });
    expect(fieldsOf(sent)).not.toHaveProperty('also_block');
    expect(calls.some((c) => c.path === '/api/blocks')).toBe(true);
  });
});
