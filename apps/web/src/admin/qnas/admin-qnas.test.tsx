import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const queryOf = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
const qna = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  title: 'Shipping abroad?',
  status: 'waiting',
  created_at: '2026-11-20T10:00:00.000Z',
  content: 'Do you ship to Japan?',
  images: [{ id: 3, url: '/uploads/3.webp', thumb_url: '/uploads/3-thumb.webp' }],
  answer: null,
  answered_at: null,
  user: { id: 5, nickname: 'kim' },
  answered_by: null,
  ...fields,
});

beforeEach(() => clearCookies());

describe('/admin/qnas', { timeout: 40_000 }, () => {
  it('counts waiting inquiries in the menu, filters by status into the URL and answers one', async () => {
    const answered = qna({
      status: 'answered',
      answer: 'Yes, we do.',
      answered_at: '2026-11-21T10:00:00.000Z',
      answered_by: 'Admin',
    });
    let current = qna();
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/qnas/waitingCount': () => json(200, { data: { waiting: 3 } }),
      'GET /api/admin/qnas': () =>
        json(200, { data: [qna()], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } }),
      'GET /api/admin/qnas/7': () => json(200, { data: current }),
      'PATCH /api/admin/qnas/7/answer': () => {
        current = answered;
        return json(200, { data: answered });
      },
    });
    const { history } = await renderApp('/admin/qnas');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByText('kim (#5)')).toBeInTheDocument();
    expect(await screen.findByLabelText('3 waiting')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Waiting for response' }));
    expect(history.location.search).toBe('?status=waiting');
    const lists = calls.filter((c) => c.path === '/api/admin/qnas');
    expect(queryOf(lists.at(-1)!)).toMatchObject({ status: 'waiting' });

    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('link', { name: 'Shipping abroad?' }),
    );
    expect(await screen.findByText('Do you ship to Japan?', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Please enter the content.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Answer'), 'Yes, we do.');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('button', { name: 'Save the edit' })).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/admin/qnas/7/answer')!;
    expect(fieldsOf(sent)).toMatchObject({ answer: 'Yes, we do.' });
  });
});
