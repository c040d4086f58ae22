import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeEach(() => clearCookies());

describe('/requestRemoves/create', { timeout: 40_000 }, () => {
  it('lets a visitor ask for a removal, checked in the server’s words first', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const { calls } = mockApi({
      'GET /api/user': () => json(401, { message: 'Please sign in first.' }),
      'POST /api/requestRemoves': () =>
        json(201, { data: { id: 1, status: 'open', created_at: '2026-11-24T00:00:00Z' } }),
    });
    await renderApp('/requestRemoves/create?url=https%3A%2F%2Fsteelyard.test%2Fproducts%2F9');
    const name = await screen.findByLabelText('Your name', {}, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();

    await userEvent.type(name, 'Park');
    await userEvent.type(screen.getByLabelText('Email for our answer'), 'park@example.com');
    await userEvent.type(screen.getByLabelText('What should be removed, and why'), 'My phone number');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request was sent')).toBeInTheDocument();
    expect(fieldsOf(calls.find((c) => c.method === 'POST')!)).toEqual({
      name: 'Park',
      email: 'park@example.com',
      url: 'https://steelyard.test/products/9',
      reason: 'My phone number',
    });
  });
});
