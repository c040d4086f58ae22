/**
 * The texts of the service category's screens — drawing requests, production notices, factory
 * sharing, freelancers (`locales/services/*.json`): a text pack, loaded with those screens rather
 * than in every first load.
 */
import { textPack } from './i18n.ts';

textPack(
  {
    ko: () => import('./locales/services/ko.json'),
    en: () => import('./locales/services/en.json'),
    de: () => import('./locales/services/de.json'),
    ja: () => import('./locales/services/ja.json'),
  },
  { ui: true },
);
