import { describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages.ts';
import { localeOf } from './format.ts';
import { PLURAL_FORMS, setLanguage, translate } from './i18n.ts';
import adminDe from './locales/admin/de.json';
import adminEn from './locales/admin/en.json';
import adminJa from './locales/admin/ja.json';
import adminKo from './locales/admin/ko.json';
import de from './locales/de.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import memberDe from './locales/member/de.json';
import memberEn from './locales/member/en.json';
import memberJa from './locales/member/ja.json';
import memberKo from './locales/member/ko.json';
import servicesDe from './locales/services/de.json';
import servicesEn from './locales/services/en.json';
import servicesJa from './locales/services/ja.json';
import servicesKo from './locales/services/ko.json';
import trustDe from './locales/trust/de.json';
import trustEn from './locales/trust/en.json';
import trustJa from './locales/trust/ja.json';
import trustKo from './locales/trust/ko.json';

/** Each language's texts: the app's and the packs (the back office's, trust's, the services', the member screens'). */
const LOCALES: Record<Language, object> = {
  ko: { ...ko, admin: adminKo, trust: trustKo, ...servicesKo, ...memberKo },
  en: { ...en, admin: adminEn, trust: trustEn, ...servicesEn, ...memberEn },
  de: { ...de, admin: adminDe, trust: trustDe, ...servicesDe, ...memberDe },
  ja: { ...ja, admin: adminJa, trust: trustJa, ...servicesJa, ...memberJa },
};

/** Every text of a locale file as [dotted key, text]. */
function texts(table: object, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value as object, `${prefix}${key}.`),
  );
}
const PLURAL = new RegExp(`_(${PLURAL_FORMS.join('|')})$`);

describe('counted texts', () => {
  const bases = new Set(
    Object.values(LOCALES).flatMap((table) =>
      texts(table)
        .map(([key]) => key)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    ),
  );

  it.each(Object.entries(LOCALES))(
    '%s has every plural form its language needs for every counted text',
    (lang, table) => {
      const keys = new Set(texts(table).map(([key]) => key));
      const forms = new Intl.PluralRules(localeOf(lang as Language)).resolvedOptions().pluralCategories;
      const missing = [...bases].flatMap((base) =>
        forms.filter((form) => !keys.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
      );
      expect(missing).toEqual([]);
      expect(bases.size).toBeGreaterThan(10);
    },
  );

  it.each(Object.entries(LOCALES))(
    '%s counts only in plural keys (no "{{count}}" elsewhere)',
    (_lang, table) => {
      const counted = texts(table).filter(([key, text]) => text.includes('{{count}}') && !PLURAL.test(key));
      expect(counted).toEqual([]);
    },
  );

  it('reads right for 1 and for many in every language, with numbers in the language’s format', async () => {
    await import('./admin-texts.ts');
    for (const lang of ['ko', 'en', 'de', 'ja'] as const) await setLanguage(lang, { persist: false });
    expect(translate('en', 'products.viewCount', { count: 1 })).toBe('1 view');
    expect(translate('en', 'products.viewCount', { count: 1234 })).toBe('1,234 views');
    expect(translate('en', 'alarms.admin.sent', { count: 1 })).toBe('Sent to 1 member.');
    expect(translate('en', 'alarms.admin.sent', { count: 3 })).toBe('Sent to 3 members.');
    expect(translate('de', 'alarms.admin.sent', { count: 1 })).toBe('An 1 Mitglied gesendet.');
    expect(translate('de', 'products.viewCount', { count: 1234 })).toBe('1.234 Aufrufe');
    expect(translate('ja', 'products.viewCount', { count: 1 })).toBe('閲覧 1');
    expect(translate('ko', 'chats.unread', { count: 2 })).toBe('읽지 않은 메시지 2개');
    await setLanguage('ko', { persist: false });
  });
});
