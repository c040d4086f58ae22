import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { appStore } from '../../state/app-store.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
beforeEach(() => clearCookies());
afterEach(() => {
  delete window.ReactNativeWebView;
});

describe('/contactTests/create (admins only)', { timeout: 40_000 }, () => {
  it('sends a test message; the server’s word lands under the number', async () => {
    let answer = json(422, {
      message: 'The given data was invalid.',
      errors: { contact: ['Please enter a valid phone number.'] },
    });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser({ admin: 1 }) }),
      'POST /api/admin/contactTests': () => answer,
    });
    await renderApp('/contactTests/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Number to send to', {}, SLOW), '010-1234-5678');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(fieldsOf(calls.at(-1)!)).toEqual({ contact: '010-1234-5678', text: 'Hello' });
    answer = json(201, { data: { contact: '01012345678', text: 'Hello' } });
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('The test message was sent.')).toBeInTheDocument();
  });

  it('sends a member to the admin sign-in', async () => {
    mockApi({ 'GET /api/user': () => json(200, { data: memberUser() }) });
    const { history } = await renderApp('/contactTests/create');
    await waitFor(() => expect(history.location.pathname).toBe('/admin/login'));
  });
});

describe('/test, the app bridge test page', { timeout: 40_000 }, () => {
  it('says a message was not sent outside the app', async () => {
    mockApi({});
    await renderApp('/test');
    await userEvent.click(await screen.findByRole('button', { name: 'LANGUAGE' }, SLOW));
    expect(screen.getByRole('log')).toHaveTextContent('Not sent, not inside the app: LANGUAGE');
  });

  it('sends each message to the app and logs what the app sends', async () => {
    const posted: string[] = [];
    window.ReactNativeWebView = { postMessage: (message) => posted.push(message) };
    mockApi({});
    await renderApp('/test');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'DEVICE_INFO' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'OUT_APP_BROWSER' }));
    expect(posted.map((m) => JSON.parse(m))).toEqual([
      { type: 'DEVICE_INFO', data: {} },
      { type: 'OUT_APP_BROWSER', data: { url: `${window.location.origin}/intro` } },
    ]);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ type: 'DEVICE_INFO', data: { os: 'ios', version: '2.1.0' } }),
      }),
    );
    expect(await screen.findByRole('log')).toHaveTextContent(
      'Received: DEVICE_INFO {"os":"ios","version":"2.1.0"}',
    );
    // What the boot stored from the app's messages is shown (the boot itself runs in main.tsx).
    act(() => appStore.setState({ os: 'ios', version: '2.1.0', pushToken: 'ExponentPushToken[x]' }));
    expect(screen.getByText('2.1.0')).toBeInTheDocument();
    expect(screen.getByText('ExponentPushToken[x]')).toBeInTheDocument();
    // LINK_DATA comes into the page as if from the app (the boot then follows it: boot.test.ts).
    await user.click(screen.getByRole('button', { name: 'LINK_DATA' }));
    await waitFor(() =>
      expect(screen.getByRole('log')).toHaveTextContent('Received: LINK_DATA {"url":"/products"}'),
    );
  });
});
