import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeEach(() => clearCookies());

// The example of apps/web/README.md ("A test").
describe('/keywords', { timeout: 40_000 }, () => {
  it('checks an empty keyword in the server’s words, and shows the server’s refusal under the field', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/keywords': () => json(200, { data: [] }),
      'GET /api/spec-alerts': () => json(200, { data: [] }),
      'POST /api/keywords': () =>
        json(422, { message: 'invalid', errors: { keyword: ['The keyword is already registered.'] } }),
    });
    await renderApp('/keywords');
    const field = await screen.findByLabelText('Keyword to watch', {}, { timeout: 15_000 });
    await userEvent.type(field, '{Enter}');
    expect(await screen.findByText('Please enter a keyword.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/keywords' && c.method === 'POST')).toBe(false);

    await userEvent.type(field, 'lathe{Enter}');
    expect(await screen.findByText('The keyword is already registered.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fieldsOf(calls.at(-1)!)).toEqual({ keyword: 'lathe' });
  });
});
