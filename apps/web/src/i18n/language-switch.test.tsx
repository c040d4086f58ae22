import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../test/api.ts';
import { renderApp } from '../test/render-app.tsx';
import { STORAGE_KEYS } from '../state/browser-storage.ts';

describe('language switch', () => {
  beforeEach(() => clearCookies());

  it('changes the texts at once, remembers the choice and sends the new Accept-Language', async () => {
    const { calls } = mockApi({ 'PATCH /api/users/updateLanguage': () => json(200, { data: null }) });
    await renderApp('/login', { language: 'ko' });
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '언어 선택' }), 'de');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(document.documentElement.lang).toBe('de');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache wählen' }), 'ja');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    const update = calls.filter((c) => c.method === 'PATCH' && c.path === '/api/users/updateLanguage');
    expect(update.at(-1)?.headers['accept-language']).toBe('ja');
  });
});
