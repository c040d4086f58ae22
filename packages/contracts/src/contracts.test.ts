import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';
import { translateMessage } from './messages/index.ts';
import { loginSchema } from './schemas/auth.ts';

describe('pickLanguage', () => {
  it('takes the best supported language of an Accept-Language header', () => {
    expect(pickLanguage('fr-FR,de;q=0.8,en;q=0.9')).toBe('en');
    expect(pickLanguage('ja')).toBe('ja');
    expect(pickLanguage('de-CH')).toBe('de');
  });
  it('falls back to Korean', () => {
    expect(pickLanguage(undefined)).toBe('ko');
    expect(pickLanguage('fr, es;q=0.5')).toBe('ko');
  });
});

describe('shared messages', () => {
  it('keeps the spec texts to the letter and fills placeholders', () => {
    expect(translateMessage('en', 'product.title_max')).toBe('The title cannot exceed 100 characters.');
    expect(translateMessage('en', 'validation.too_long', { max: 15 })).toBe(
      'Please enter at most 15 characters.',
    );
    expect(translateMessage('ko', 'not.a.key')).toBe('올바른 값이 아닙니다.');
  });
  it('gives schema issues message keys', () => {
    const result = loginSchema.safeParse({ email: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'validation.email'],
      ['password', 'validation.required'],
    ]);
  });
});
