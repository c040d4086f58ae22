/**
 * The app's i18n, in-house (a few hundred bytes instead of i18next's ~20 KB gzipped, see the
 * README): Korean is bundled, en/de/ja — with the server's message tables for client-side
 * validation — load on demand before the switch. Keys are typed from ko.json, so a missing or
 * misspelt key fails the typecheck, and en/de/ja must have the same shape.
 *
 * Counted texts are plural keys: `views_one` / `views_other` (and `_two`, `_few`, `_many`, `_zero`
 * where a language needs them) are one key `views`, which must be called with `{ count }`;
 * `Intl.PluralRules` of the language picks the form (`i18n/plurals.test.ts` checks every locale
 * has the forms it needs). Numbers in placeholders are formatted in the app's language.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { localeOf } from './format.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contracts/languages.ts';
import type { MessageTable } from '@contracts/messages/en.ts';
import koServer from '@contracts/messages/ko.ts';
import { appStore } from '../state/app-store.ts';
import { localStore, STORAGE_KEYS } from '../state/browser-storage.ts';
import ko from './locales/ko.json';

export type Translations = typeof ko;

/** The plural forms of `Intl.PluralRules`, as key suffixes. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralSuffix = `_${(typeof PLURAL_FORMS)[number]}`;

/** 'common.appName' | 'errors.status' | …: every leaf of ko.json as a dotted path. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type AllLeaves = Leaves<Translations>;
/** 'productDetail.views' for `productDetail.views_other`: a counted text, called with `{ count }`. */
export type PluralKey = AllLeaves extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;
/** A text without counting. */
export type TextKey = Exclude<AllLeaves, `${string}${PluralSuffix}`>;
export type TranslationKey = TextKey | PluralKey;
export type Params = Record<string, string | number>;
export interface TFunction {
  (key: PluralKey, params: Params & { count: number }): string;
  (key: TextKey, params?: Params): string;
}

interface Bundle {
  ui: Translations;
  server: MessageTable;
}

const bundles: Partial<Record<Language, Bundle>> = { ko: { ui: ko, server: koServer } };

/** Korean is bundled; the other languages load on demand so the first visit stays small. */
const loaders: Record<Exclude<Language, 'ko'>, () => Promise<Bundle>> = {
  en: async () => ({
    ui: (await import('./locales/en.json')).default,
    server: (await import('@contracts/messages/en.ts')).default,
  }),
  de: async () => ({
    ui: (await import('./locales/de.json')).default,
    server: (await import('@contracts/messages/de.ts')).default,
  }),
  ja: async () => ({
    ui: (await import('./locales/ja.json')).default,
    server: (await import('@contracts/messages/ja.ts')).default,
  }),
};

let language: Language = DEFAULT_LANGUAGE;
/** The last language asked for: a slow download of an earlier choice must not win. */
let requested: Language = DEFAULT_LANGUAGE;
const listeners = new Set<(language: Language) => void>();

const numberFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();

function cached<T>(cache: Map<Language, T>, lang: Language, make: (locale: string) => T): T {
  let value = cache.get(lang);
  if (!value) cache.set(lang, (value = make(localeOf(lang))));
  return value;
}

/** `{{name}}` placeholders, as in the locale files and the server's tables; numbers in `lang`'s format. */
export function interpolate(text: string, params: Params = {}, lang: Language = language): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value === 'number')
      return cached(numberFormats, lang, (locale) => new Intl.NumberFormat(locale)).format(value);
    return value ?? '';
  });
}

/** 'one', 'other', …: the plural form `lang` uses for `count`. */
export function pluralForm(lang: Language, count: number): Intl.LDMLPluralRule {
  return cached(pluralRules, lang, (locale) => new Intl.PluralRules(locale)).select(count);
}

function lookup(table: Translations, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** A text in the given language (Korean when the language is not loaded yet), else the key. */
export function translate(lang: Language, key: TranslationKey, params?: Params): string {
  const count = params?.count;
  const find = (table: Translations) =>
    typeof count === 'number'
      ? (lookup(table, `${key}_${pluralForm(lang, count)}`) ?? lookup(table, `${key}_other`))
      : lookup(table, key);
  return interpolate(find(bundles[lang]?.ui ?? ko) ?? find(ko) ?? key, params, lang);
}

/** The stored choice, or Korean (spec: Korean is the default). */
export function storedLanguage(): Language {
  const value = localStore.get(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return language;
}

/** Called after every switch (the app refetches server texts and tells the server and native app). */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the interface language once its texts are loaded, and remembers the choice. */
export async function setLanguage(next: Language, options: { persist?: boolean } = {}): Promise<void> {
  requested = next;
  if (!bundles[next] && next !== 'ko') bundles[next] = await loaders[next]();
  if (requested !== next) return;
  // The store first: listeners call the API, whose Accept-Language header reads it.
  if (appStore.getState().language !== next) appStore.setState({ language: next });
  if (options.persist !== false) localStore.set(STORAGE_KEYS.language, next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (language === next) return;
  language = next;
  listeners.forEach((listener) => listener(next));
}

/** Starts with the stored language (its texts loaded first when it is not Korean). */
export function initI18n(lang: Language = storedLanguage()): Promise<void> {
  return setLanguage(lang, { persist: false });
}

const subscribe = (listener: () => void) => onLanguageChange(listener);

/** The current language; components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `const { t, language } = useTranslation()`: texts of the current language. */
export function useTranslation(): { t: TFunction; language: Language } {
  const lang = useLanguage();
  const t = useMemo<TFunction>(
    () => (key: TranslationKey, params?: Params) => translate(lang, key, params),
    [lang],
  );
  return { t, language: lang };
}

/** A message of the server's tables (e.g. 'validation.required') in the current language. */
export function serverMessage(key: keyof MessageTable, params: Params = {}): string {
  return interpolate((bundles[language]?.server ?? koServer)[key], params);
}
