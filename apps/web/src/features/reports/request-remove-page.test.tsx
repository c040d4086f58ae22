import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
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
  it('fills in a member’s nickname and email, and shows the server’s refusal under its field', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'POST /api/requestRemoves': () =>
        json(422, { message: 'invalid', errors: { url: ['Please enter a valid address.'] } }),
    });
    await renderApp('/requestRemoves/create');
    expect(await screen.findByLabelText('Your name', {}, { timeout: 15_000 })).toHaveValue('Member One');
    expect(screen.getByLabelText('Email for our answer')).toHaveValue('member1@steelyard.test');
    const url = screen.getByLabelText('Address of the content');
    await userEvent.type(url, 'https://steelyard.test/products/9');
    await userEvent.type(screen.getByLabelText('What should be removed, and why'), 'My phone number');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please enter a valid address.')).toHaveClass('field__error');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
    expect(fieldsOf(calls.find((c) => c.method === 'POST')!)).toMatchObject({
      name: 'Member One',
      email: 'member1@steelyard.test',
    });
  });
});
