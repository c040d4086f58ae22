/**
 * The texts of the member's own screens that no first screen shows — sign-in and sign-up,
 * account and notification settings, blocks, keyword alerts, inquiries, the post form and its
 * place picker, the buyer choice, the app's intro and test pages (`locales/member/*.json`): a text
 * pack, loaded with those screens rather than in every first load.
 */
import { textPack } from './i18n.ts';

textPack(
  {
    ko: () => import('./locales/member/ko.json'),
    en: () => import('./locales/member/en.json'),
    de: () => import('./locales/member/de.json'),
    ja: () => import('./locales/member/ja.json'),
  },
  { ui: true },
);
