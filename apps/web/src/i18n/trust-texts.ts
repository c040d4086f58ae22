/**
 * The texts of reviews, manners, reports and removal requests (`locales/trust/*.json`): a text
 * pack, loaded with the screens that use them rather than in the first load.
 */
import { textPack } from './i18n.ts';

textPack(
  {
    ko: () => import('./locales/trust/ko.json'),
    en: () => import('./locales/trust/en.json'),
    de: () => import('./locales/trust/de.json'),
    ja: () => import('./locales/trust/ja.json'),
  },
  { ui: true },
);
