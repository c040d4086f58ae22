/**
 * Business registration numbers, checked by their country's rule before anyone looks at them:
 * the check digits where the country publishes one (KR, JP, DE), the format elsewhere (US EIN, and
 * a plain shape for the rest). Pure functions: the server's schema and the web's form share them.
 */

/** What a number's check found: the number as stored, or why it is refused. */
export type BusinessNumberCheck =
  { ok: true; number: string } | { ok: false; reason: 'format' | 'check_digit' };

const digitsOf = (value: string) => [...value].map(Number);

/**
 * Korea's business registration number (사업자등록번호, 10 digits): weights 1,3,7,1,3,7,1,3,5 on
 * the first nine, plus the tens of the ninth digit × 5; the tenth makes the sum a multiple of 10.
 */
export function hasKoreanBusinessCheckDigit(number: string) {
  const d = digitsOf(number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((total, w, i) => total + w * d[i]!, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/**
 * Japan's corporate number (法人番号, 13 digits, the National Tax Agency's rule): the first digit
 * is 9 − (Σ Pn × Qn mod 9) over the other twelve, Pn counted from the right, Qn 1 on odd n and 2
 * on even n. A qualified-invoice registration number is 'T' and such a number.
 */
export function hasJapaneseCorporateCheckDigit(number: string) {
  const d = digitsOf(number);
  const body = d.slice(1).reverse();
  const sum = body.reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 2), 0);
  return 9 - (sum % 9) === d[0];
}

/** ISO 7064 MOD 11,10 over all digits but the last, which it must equal (the German VAT ID). */
export function hasMod1110CheckDigit(number: string) {
  const d = digitsOf(number);
  let product = 10;
  for (const digit of d.slice(0, -1)) {
    const sum = (digit + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === d.at(-1);
}

/** US EIN prefixes the IRS never assigns. */
const UNASSIGNED_EIN_PREFIXES = new Set([
  '00',
  '07',
  '08',
  '09',
  '17',
  '18',
  '19',
  '28',
  '29',
  '49',
  '69',
  '70',
  '78',
  '79',
  '89',
  '96',
  '97',
]);

interface CountryRule {
  shape: RegExp;
  checkDigit?: (number: string) => boolean;
}

/** The countries with a rule of their own; every other country is checked by OTHER's shape. */
const RULES = {
  KR: { shape: /^\d{10}$/u, checkDigit: hasKoreanBusinessCheckDigit },
  JP: {
    shape: /^T?\d{13}$/u,
    checkDigit: (n: string) => hasJapaneseCorporateCheckDigit(n.replace(/^T/u, '')),
  },
  DE: { shape: /^DE\d{9}$/u, checkDigit: (n: string) => hasMod1110CheckDigit(n.slice(2)) },
  US: {
    shape: /^\d{9}$/u,
    checkDigit: (n: string) => !UNASSIGNED_EIN_PREFIXES.has(n.slice(0, 2)),
  },
  OTHER: { shape: /^[A-Z0-9]{4,20}$/u },
} satisfies Record<string, CountryRule>;

export type BusinessNumberCountry = keyof typeof RULES;
const ruleOf = (country: string): CountryRule => RULES[country as BusinessNumberCountry] ?? RULES.OTHER;

/** The number as a user may type it: spaces, hyphens, dots and slashes dropped, letters upper-cased. */
export const normalizeBusinessNumber = (value: string) => value.replace(/[\s\-./]/gu, '').toUpperCase();

/** Checks a registration number by its country's rule (an ISO 3166-1 alpha-2 code). */
export function checkBusinessNumber(country: string, value: string): BusinessNumberCheck {
  const number = normalizeBusinessNumber(value);
  const rule = ruleOf(country);
  if (!rule.shape.test(number)) return { ok: false, reason: 'format' };
  if (rule.checkDigit && !rule.checkDigit(number)) return { ok: false, reason: 'check_digit' };
  return { ok: true, number };
}

/** A stored number written the way its country writes it (KR 123-45-67890, US 12-3456789). */
export function formatBusinessNumber(country: string, number: string) {
  if (country === 'KR' && /^\d{10}$/u.test(number))
    return `${number.slice(0, 3)}-${number.slice(3, 5)}-${number.slice(5)}`;
  if (country === 'US' && /^\d{9}$/u.test(number)) return `${number.slice(0, 2)}-${number.slice(2)}`;
  return number;
}

/** The message key of a refused number, on the registration number's field. */
export function businessNumberMessage(country: string, reason: 'format' | 'check_digit') {
  if (reason === 'check_digit') return 'business.number_check' as const;
  switch (country) {
    case 'KR':
      return 'business.number_format_kr' as const;
    case 'JP':
      return 'business.number_format_jp' as const;
    case 'DE':
      return 'business.number_format_de' as const;
    case 'US':
      return 'business.number_format_us' as const;
    default:
      return 'business.number_format' as const;
  }
}
