import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const noAnnouncements = () =>
  json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });

beforeEach(() => clearCookies());

describe('/admin/alarms: a new announcement', { timeout: 40_000 }, () => {
  it('checks it with the server’s rules under each field, asks, sends, and shows the server’s refusal', async () => {
    let sends = 0;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/alarms': noAnnouncements,
      'POST /api/admin/alarms': () =>
        ++sends === 1
          ? json(422, { message: 'invalid', errors: { title: ['The title is already taken today.'] } })
          : json(201, { data: { id: 4, recipient_count: 3 } }),
    });
    await renderApp('/admin/alarms');
    const send = await screen.findByRole('button', { name: 'Send' }, SLOW);
    await userEvent.selectOptions(screen.getByLabelText('Audience'), 'country');
    await userEvent.click(send);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter the content.');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Please choose one of the options.');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.type(screen.getByLabelText('Title'), 'Maintenance');
    await userEvent.type(screen.getByLabelText('Message'), 'Tonight at ten');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'JP');
    await userEvent.click(send);
    const dialog = await screen.findByRole('alertdialog', { name: 'Send announcement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The title is already taken today.')).toHaveClass('field__error');

    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Maintenance tonight');
    await userEvent.click(send);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Send announcement' })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(await screen.findByText('Sent to 3 members.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    const posts = calls.filter((c) => c.path === '/api/admin/alarms' && c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(fieldsOf(posts[1]!)).toEqual({
      title: 'Maintenance tonight',
      body: 'Tonight at ten',
      audience: 'country',
      audience_value: 'JP',
    });
  });
});
