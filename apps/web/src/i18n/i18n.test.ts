import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, interpolate, setLanguage, textPack, textsReady, translate } from './i18n.ts';
import { serverMessage } from './server-messages.ts';

describe('i18n', () => {
  afterEach(() => setLanguage('ko', { persist: false }));

  it('looks up nested keys and fills {{name}} placeholders', async () => {
    // Korean is loaded on demand too (the start loads the reader's language first).
    await setLanguage('ko', { persist: false });
    expect(translate('ko', 'errors.status', { status: 404 })).toBe('오류 코드 404');
    await setLanguage('en', { persist: false });
    expect(translate('en', 'errors.status', { status: 500 })).toBe('Error code 500');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and ');
  });

  it('falls back to Korean for a language whose texts are not loaded yet', () => {
    expect(translate('ja', 'common.appName')).toBe(translate('ko', 'common.appName'));
  });

  it('loads the server messages with the language (a text pack)', async () => {
    await textsReady();
    expect(serverMessage('validation.required')).toBe('필수 입력 항목입니다.');
    await setLanguage('en', { persist: false });
    expect(serverMessage('validation.required')).toBe('This field is required.');
  });

  it('keeps the last choice when an earlier one finishes loading later', async () => {
    const slow = setLanguage('de', { persist: false });
    const fast = setLanguage('ko', { persist: false });
    await Promise.all([slow, fast]);
    expect(currentLanguage()).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('has a pack that arrives during a switch in the new language once the switch is done', async () => {
    const texts = (text: string) => () => Promise.resolve({ default: { text } });
    const switching = setLanguage('ja', { persist: false });
    const pack = textPack({ ko: texts('한'), en: texts('en'), de: texts('de'), ja: texts('日') });
    await switching;
    expect(currentLanguage()).toBe('ja');
    expect(pack.texts.ja).toEqual({ text: '日' });
  });

  it('tells the server a chosen language by its cookie, and a language it only inferred not at all', async () => {
    const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('steelyard_lang='));
    document.cookie = 'steelyard_lang=; max-age=0; path=/';
    window.localStorage.removeItem('steelyard.language');
    await setLanguage('de', { persist: false });
    expect(cookie()).toBeUndefined();
    await setLanguage('en');
    expect(cookie()).toBe('steelyard_lang=en');
    window.localStorage.removeItem('steelyard.language');
    document.cookie = 'steelyard_lang=; max-age=0; path=/';
  });
});
