import { describe, expect, it } from 'vitest';
import {
  checkBusinessNumber,
  formatBusinessNumber,
  hasJapaneseCorporateCheckDigit,
  hasKoreanBusinessCheckDigit,
  hasMod1110CheckDigit,
} from './business-numbers.ts';
import { businessInputSchema } from './schemas/businesses.ts';

/** The same number with one digit changed (the last digit + 1, wrapping 9 to 0). */
const oneDigitChanged = (number: string) => number.slice(0, -1) + String((Number(number.at(-1)) + 1) % 10);

describe('Korean business registration numbers', () => {
  // Published on each company's site and in its public filings (DART).
  const published = {
    'Samsung Electronics': '124-81-00998',
    'LG Electronics': '107-86-14075',
    NAVER: '220-81-62517',
    Kakao: '120-81-47521',
  };

  it.each(Object.entries(published))('takes %s (%s)', (_, number) => {
    expect(checkBusinessNumber('KR', number)).toEqual({ ok: true, number: number.replaceAll('-', '') });
  });

  it.each(Object.entries(published))('refuses %s with one digit changed', (_, number) => {
    expect(hasKoreanBusinessCheckDigit(oneDigitChanged(number.replaceAll('-', '')))).toBe(false);
    expect(checkBusinessNumber('KR', oneDigitChanged(number))).toEqual({ ok: false, reason: 'check_digit' });
  });

  it('refuses what is not 10 digits, by its format', () => {
    expect(checkBusinessNumber('KR', '124-81-0099')).toEqual({ ok: false, reason: 'format' });
    expect(checkBusinessNumber('KR', '124-81-009981')).toEqual({ ok: false, reason: 'format' });
    expect(checkBusinessNumber('KR', '12A-81-00998')).toEqual({ ok: false, reason: 'format' });
  });

  it('writes the stored number as Koreans do', () => {
    expect(formatBusinessNumber('KR', '1248100998')).toBe('124-81-00998');
  });
});

describe("Japan's corporate and qualified-invoice registration numbers", () => {
  // The National Tax Agency's corporate number publication site (houjin-bangou.nta.go.jp).
  const published = {
    'National Tax Agency': '7000012050002',
    'Toyota Motor': '1180301018771',
    'Sony Group': '5010401067252',
  };

  it.each(Object.entries(published))('takes %s (%s), and as an invoice number with T', (_, number) => {
    expect(checkBusinessNumber('JP', number)).toEqual({ ok: true, number });
    expect(checkBusinessNumber('JP', `T${number}`)).toEqual({ ok: true, number: `T${number}` });
    expect(checkBusinessNumber('JP', `t-${number}`)).toEqual({ ok: true, number: `T${number}` });
  });

  it.each(Object.entries(published))('refuses %s with one digit changed', (_, number) => {
    expect(hasJapaneseCorporateCheckDigit(oneDigitChanged(number))).toBe(false);
    expect(checkBusinessNumber('JP', oneDigitChanged(number))).toEqual({ ok: false, reason: 'check_digit' });
    expect(checkBusinessNumber('JP', `T${oneDigitChanged(number)}`)).toEqual({
      ok: false,
      reason: 'check_digit',
    });
  });

  it('refuses 12 digits and another letter than T', () => {
    expect(checkBusinessNumber('JP', '180301018771')).toEqual({ ok: false, reason: 'format' });
    expect(checkBusinessNumber('JP', 'X1180301018771')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('German VAT IDs (ISO 7064 MOD 11,10)', () => {
  // Published in each company's legal notice (Impressum).
  const published = {
    'Siemens AG': 'DE129274202',
    'SAP SE': 'DE143454214',
    BMW: 'DE129273398',
    'Deutsche Telekom': 'DE123475223',
  };

  it.each(Object.entries(published))('takes %s (%s)', (_, number) => {
    expect(checkBusinessNumber('DE', number)).toEqual({ ok: true, number });
    expect(checkBusinessNumber('DE', `de ${number.slice(2)}`)).toEqual({ ok: true, number });
  });

  it.each(Object.entries(published))('refuses %s with one digit changed', (_, number) => {
    expect(hasMod1110CheckDigit(oneDigitChanged(number.slice(2)))).toBe(false);
    expect(checkBusinessNumber('DE', oneDigitChanged(number))).toEqual({ ok: false, reason: 'check_digit' });
  });

  it('refuses a number without DE or with 8 digits', () => {
    expect(checkBusinessNumber('DE', '129274202')).toEqual({ ok: false, reason: 'format' });
    expect(checkBusinessNumber('DE', 'DE12927420')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('US EINs and other countries, by format', () => {
  it('takes published EINs (Apple 94-2404110, Microsoft 91-1144442) and writes them with the hyphen', () => {
    expect(checkBusinessNumber('US', '94-2404110')).toEqual({ ok: true, number: '942404110' });
    expect(checkBusinessNumber('US', '911144442')).toEqual({ ok: true, number: '911144442' });
    expect(formatBusinessNumber('US', '942404110')).toBe('94-2404110');
  });

  it('refuses an EIN of 8 digits or with a prefix the IRS never assigns', () => {
    expect(checkBusinessNumber('US', '94-240411')).toEqual({ ok: false, reason: 'format' });
    expect(checkBusinessNumber('US', '07-2404110')).toEqual({ ok: false, reason: 'check_digit' });
  });

  it('takes 4 to 20 letters and digits elsewhere', () => {
    expect(checkBusinessNumber('FR', 'FR 40 303 265 045')).toEqual({ ok: true, number: 'FR40303265045' });
    expect(checkBusinessNumber('VN', '0100109106')).toEqual({ ok: true, number: '0100109106' });
    expect(checkBusinessNumber('FR', 'AB1')).toEqual({ ok: false, reason: 'format' });
    expect(checkBusinessNumber('FR', 'AB1#2345')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('businessInputSchema', () => {
  const base = {
    country: 'KR',
    legal_name: '삼성전자(주)',
    representative: '전영현',
    address: '경기도 수원시 영통구 삼성로 129',
  };
  const issues = (input: object) =>
    businessInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('stores the number normalized', () => {
    expect(
      businessInputSchema.parse({ ...base, registration_number: '124 81 00998' }).registration_number,
    ).toBe('1248100998');
  });

  it("puts the country's message on the number's field", () => {
    expect(issues({ ...base, registration_number: '124-81-0099' })).toEqual([
      ['registration_number', 'business.number_format_kr'],
    ]);
    expect(issues({ ...base, registration_number: '124-81-00999' })).toEqual([
      ['registration_number', 'business.number_check'],
    ]);
    expect(issues({ ...base, country: 'JP', registration_number: '123' })).toEqual([
      ['registration_number', 'business.number_format_jp'],
    ]);
    expect(issues({ ...base, country: 'DE', registration_number: '123' })).toEqual([
      ['registration_number', 'business.number_format_de'],
    ]);
    expect(issues({ ...base, country: 'US', registration_number: '123' })).toEqual([
      ['registration_number', 'business.number_format_us'],
    ]);
    expect(issues({ ...base, country: 'FR', registration_number: '1' })).toEqual([
      ['registration_number', 'business.number_format'],
    ]);
  });

  it('names every missing field', () => {
    expect(issues({ country: 'Korea', registration_number: '1248100998' })).toEqual([
      ['country', 'business.country_invalid'],
      ['legal_name', 'business.legal_name_required'],
      ['representative', 'business.representative_required'],
      ['address', 'business.address_required'],
    ]);
  });
});
