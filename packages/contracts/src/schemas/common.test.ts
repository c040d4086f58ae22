import { describe, expect, it } from 'vitest';
import type { z } from '../zod-messages.ts';
import { keywordAlertSchema } from './alarms.ts';
import { flagOrFalse, flagSchema, idField, INT4_MAX, optionalText, textField } from './common.ts';
import { productInputSchema } from './products.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('textField', () => {
  const field = textField(20);

  it('refuses NUL and lone surrogates, which PostgreSQL cannot store', () => {
    expect(messages(field, 'a\u0000b')).toEqual([['', 'validation.invalid_characters']]);
    expect(messages(field, 'a\ud800b')).toEqual([['', 'validation.invalid_characters']]);
    expect(messages(field, '\udc00')).toEqual([['', 'validation.invalid_characters']]);
    expect(messages(optionalText(20), 'x\u0000')).toEqual([['', 'validation.invalid_characters']]);
  });

  it('refuses U+FFFD, what bytes that are not UTF-8 decode to', () => {
    expect(messages(field, 'lathe\ufffd\ufffd')).toEqual([['', 'validation.invalid_characters']]);
  });

  it('drops bidirectional overrides and isolates, which can disguise text, and keeps the marks', () => {
    expect(field.parse('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(field.parse('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069')).toBe('abcdefg');
    expect(textField(20, { trim: false }).parse('x\u202Ey')).toBe('xy');
    expect(field.parse('a\u200Eb\u200F')).toBe('a\u200Eb\u200F');
    expect(messages(field.min(1, 'required'), '\u202E')).toEqual([['', 'required']]);
  });

  it('keeps emoji (surrogate pairs), Korean and Japanese', () => {
    expect(field.parse(' 선반 旋盤 🛠️ ')).toBe('선반 旋盤 🛠️');
  });

  it('checks the length first and stops there, so a megabyte is one cheap issue', () => {
    expect(messages(field, `\u0000${'a'.repeat(1_000_000)}`)).toEqual([['', 'validation.too_long']]);
  });
});

describe('flags', () => {
  it.each([true, false, 0, 1, '0', '1'])('takes %j', (value) => {
    expect(flagSchema.parse(value)).toBe(value === true || value === 1 || value === '1');
  });

  it.each(['', 'true', 'false', 'on', null, 2])('refuses %j', (value) => {
    expect(flagSchema.safeParse(value).success).toBe(false);
    expect(flagOrFalse.safeParse(value).success).toBe(false);
  });

  it('a flag not sent is false only where that is its meaning', () => {
    expect(flagOrFalse.parse(undefined)).toBe(false);
    expect(flagSchema.safeParse(undefined).success).toBe(false);
  });
});

describe('idField', () => {
  it('takes 1 to the largest PostgreSQL integer', () => {
    expect(idField().parse('2147483647')).toBe(INT4_MAX);
    expect(messages(idField(), INT4_MAX + 1)).toEqual([['', 'validation.too_big']]);
    expect(messages(idField(), 0)).toEqual([['', 'validation.too_small']]);
    expect(messages(idField(), 'abc')).toEqual([['', 'validation.number']]);
  });
});

describe('bodies that are not objects', () => {
  it('gives the product form a 422 issue instead of throwing on null, an array or a string', () => {
    for (const body of [null, [], 'text', 7]) {
      expect(messages(productInputSchema, body)).toEqual([['', expect.stringMatching(/^validation\./)]]);
    }
  });

  it('still shows the price and place messages beside other issues of an object', () => {
    expect(messages(productInputSchema, { type: 'sale' })?.map(([path]) => path)).toEqual(
      expect.arrayContaining(['title', 'price', 'place_name']),
    );
  });

  it('counts a keyword alert in characters, so an emoji keyword of 15 fits', () => {
    expect(keywordAlertSchema.parse({ keyword: '🛠️'.repeat(7) }).keyword).toBe('🛠️'.repeat(7));
    expect(messages(keywordAlertSchema, { keyword: 'a'.repeat(16) })).toEqual([
      ['keyword', 'product.keyword_too_long'],
    ]);
  });
});
