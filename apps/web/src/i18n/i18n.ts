/**
 * The app's i18n, in-house (a few hundred bytes instead of i18next's ~20 KB gzipped, see the
 * README). Korean texts of the public app are bundled; en/de/ja load on demand before a switch.
 * Texts only some screens need are text packs (`textPack`: the back office's, the server's
 * message tables for client-side validation): a pack loads when the first screen that needs it
 * loads (route modules wait for `textsReady`), and again on a switch. Keys are typed from ko.json
 * and the packs' Korean files, so a missing or misspelt key fails the typecheck.
 *
 * Counted texts are plural keys: `views_one` / `views_other` (and `_two`, `_few`, `_many`, `_zero`
 * where a language needs them) are one key `views`, which must be called with `{ count }`;
 * `Intl.PluralRules` of the language picks the form (`i18n/plurals.test.ts` checks every locale
 * has the forms it needs). Numbers in placeholders are formatted in the app's language.
 */
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contracts/languages.ts';
import { LANGUAGE_COOKIE } from '@contracts/protocol.ts';
import { appStore } from '../state/app-store.ts';
import { localStore, saveDrawingCookie, STORAGE_KEYS } from '../state/browser-storage.ts';
import { formatNumber, localeOf } from './format.ts';
import type ko from './locales/ko.json';
import type koAdmin from './locales/admin/ko.json';
import type koMember from './locales/member/ko.json';
import type koServices from './locales/services/ko.json';
import type koTrust from './locales/trust/ko.json';

/** Every text a screen can ask for: the app's, and the packs' (the back office's, trust's, the services', the member screens'). */
export type Translations = typeof ko & typeof koAdmin & typeof koTrust & typeof koServices & typeof koMember;

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

type Table = Record<string, unknown>;
type Loaders = Record<Language, () => Promise<{ default: Table }>>;

/**
 * The app's own texts, each language on demand (Korean too: a reader of another language never
 * downloads it; the start waits for the reader's language before it draws, `initI18n`).
 */
const appLoaders: Loaders = {
  ko: () => import('./locales/ko.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  ja: () => import('./locales/ja.json'),
};
const appTexts: Partial<Record<Language, Table>> = {};

/** Texts some screens need, loaded with them (see the file's comment). */
export interface TextPack<T extends Table = Table> {
  texts: Partial<Record<Language, T>>;
  load(lang: Language): Promise<void>;
}
const packs: TextPack[] = [];
/** The UI packs `t()` looks in after the app's own texts. */
const uiPacks: TextPack[] = [];
let packsLoading: Promise<unknown> = Promise.resolve();

/**
 * Registers a pack (at the import of the module that owns it) and starts loading it in the
 * current language, the one a switch under way is loading (a screen's module often arrives while
 * the app's start switches to the stored language: without it, that screen would keep Korean
 * texts) and Korean (the fallback); `ui` packs add keys to `t()`.
 */
export function textPack<T extends Table>(loaders: Loaders, { ui = false } = {}): TextPack<T> {
  const pack: TextPack<T> = {
    texts: {},
    async load(lang) {
      pack.texts[lang] ??= (await loaders[lang]()).default as T;
    },
  };
  packs.push(pack as TextPack);
  if (ui) uiPacks.push(pack as TextPack);
  const languages = new Set([language, requested, DEFAULT_LANGUAGE]);
  packsLoading = Promise.all([packsLoading, ...[...languages].map((lang) => pack.load(lang))]);
  return pack;
}

/** Resolves once every registered pack has its texts (route modules wait for it before rendering). */
export function textsReady(): Promise<unknown> {
  return packsLoading;
}

let language: Language = DEFAULT_LANGUAGE;
/** The last language asked for: a slow download of an earlier choice must not win. */
let requested: Language = DEFAULT_LANGUAGE;
const listeners = new Set<(language: Language) => void>();

const pluralRules = new Map<Language, Intl.PluralRules>();

/** `{{name}}` placeholders, as in the locale files and the server's tables; numbers in `lang`'s format. */
export function interpolate(text: string, params: Params = {}, lang: Language = language): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value === 'number') return formatNumber(value, lang);
    return value ?? '';
  });
}

/** 'one', 'other', …: the plural form `lang` uses for `count`. */
export function pluralForm(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(localeOf(lang))));
  return rules.select(count);
}

function lookup(table: Table | undefined, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** A text in the given language (Korean when the language is not loaded yet), else the key. */
export function translate(lang: Language, key: TranslationKey, params?: Params): string {
  const count = params?.count;
  const find = (table: Table | undefined) =>
    typeof count === 'number'
      ? (lookup(table, `${key}_${pluralForm(lang, count)}`) ?? lookup(table, `${key}_other`))
      : lookup(table, key);
  const inLanguage = (l: Language) =>
    find(appTexts[l]) ?? uiPacks.map((pack) => find(pack.texts[l])).find(Boolean);
  return interpolate(inLanguage(lang) ?? inLanguage(DEFAULT_LANGUAGE) ?? key, params, lang);
}

/**
 * The stored choice; else the language the server drew the page in (`<html lang>`: its choice of
 * the cookie, a member's stored language or `Accept-Language`), so both start alike; else Korean.
 */
export function storedLanguage(): Language {
  const value = localStore.get(STORAGE_KEYS.language);
  if (isLanguage(value)) return value;
  const page = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(page) ? page : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return language;
}

/** Called after every switch (the app refetches server texts and tells the server and native app). */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads `lang`'s texts: the app's and every registered pack's (the server draws in any language). */
export async function loadTexts(lang: Language): Promise<void> {
  await Promise.all([
    appTexts[lang] ? null : appLoaders[lang]().then((module) => (appTexts[lang] = module.default)),
    ...packs.map((pack) => pack.load(lang)),
  ]);
}

/** Switches the interface language once its texts are loaded, and remembers the choice. */
export async function setLanguage(next: Language, options: { persist?: boolean } = {}): Promise<void> {
  requested = next;
  await loadTexts(next);
  // Packs registered while those loaded load `next` too (`textPack`): none may paint without it.
  await textsReady();
  if (requested !== next) return;
  // The store first: listeners call the API, whose Accept-Language header reads it.
  if (appStore.getState().language !== next) appStore.setState({ language: next });
  if (options.persist !== false) localStore.set(STORAGE_KEYS.language, next);
  // The choice as a cookie too, so the server draws the next page in it (`pageLanguage`); a
  // choice, not a guess from the page's language: the cookie follows what is stored.
  if (localStore.get(STORAGE_KEYS.language) === next) saveDrawingCookie(LANGUAGE_COOKIE, next);
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

/**
 * The language a server drawing is in (`entry-server.tsx`): pages drawn at once in different
 * languages cannot share the module's one current language.
 */
export const DrawingLanguage = createContext<Language | null>(null);

/** The current language; components re-render when it changes. */
export function useLanguage(): Language {
  const drawing = useContext(DrawingLanguage);
  const current = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return drawing ?? current;
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
