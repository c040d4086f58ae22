import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const photo = (id: number) => ({ id, url: `/uploads/${id}.webp`, thumb_url: `/uploads/${id}-thumb.webp` });
const sent = (calls: Call[], path: string, method = 'POST') =>
  calls.filter((call) => call.path === path && call.method === method);
const qna = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  title: 'Shipping abroad?',
  status: 'waiting',
  created_at: '2026-11-20T10:00:00.000Z',
  content: 'Do you ship to Japan?',
  images: [],
  answer: null,
  answered_at: null,
  ...fields,
});

beforeEach(() => clearCookies());

describe('1:1 inquiries', { timeout: 40_000 }, () => {
  it('asks with photos (5 at most, the sixth refused in the server’s words) and opens the new inquiry', async () => {
    let uploaded = 100;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'POST /api/images': () => json(201, { data: photo(++uploaded) }),
      'POST /api/qnas': () => json(201, { data: qna(7, { images: [photo(101)] }) }),
      'GET /api/qnas/7': () => json(200, { data: qna(7, { images: [photo(101)] }) }),
    });
    await renderApp('/qnas/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Send inquiry' }, SLOW));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the content.')).toBeInTheDocument();
    expect(sent(calls, '/api/qnas')).toHaveLength(0);

    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    await userEvent.upload(
      screen.getByTestId('photo-input'),
      ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => file(`${n}.png`)),
    );
    expect(await screen.findByText('You can upload up to 5 photos.')).toBeInTheDocument();
    expect(screen.getByText('5/5')).toBeInTheDocument();
    await waitFor(() => expect(sent(calls, '/api/images')).toHaveLength(5));
    // Uploaded privately: an inquiry's photos never get a public address.
    expect(sent(calls, '/api/images').map((call) => call.body?.get('private'))).toEqual(Array(5).fill('1'));

    await userEvent.type(screen.getByLabelText('Title'), 'Shipping abroad?');
    await userEvent.type(screen.getByLabelText('Content'), 'Do you ship to Japan?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Waiting for response')).toBeInTheDocument();
    const body = sent(calls, '/api/qnas')[0]!;
    expect(fieldsOf(body)).toMatchObject({ title: 'Shipping abroad?', content: 'Do you ship to Japan?' });
    expect(body.body?.getAll('image_ids[]')).toEqual(['101', '102', '103', '104', '105']);
  });

  it('lists the member’s inquiries with their status and shows an answer', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/qnas': () =>
        json(200, {
          data: [qna(2, { title: 'Refund', status: 'answered' }), qna(1)],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
        }),
      'GET /api/qnas/2': () =>
        json(200, {
          data: qna(2, {
            title: 'Refund',
            status: 'answered',
            answer: 'Sent today.',
            answered_at: '2026-11-21T09:00:00.000Z',
          }),
        }),
    });
    await renderApp('/qnas');
    expect(await screen.findByText('Response completed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Waiting for response')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Refund'));
    expect(await screen.findByText('Sent today.', {}, SLOW)).toBeInTheDocument();
  });
});
