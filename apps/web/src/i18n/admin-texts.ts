/** The back office's texts (`locales/admin/*.json`): a text pack, loaded with the admin layout. */
import { textPack } from './i18n.ts';

textPack(
  {
    ko: () => import('./locales/admin/ko.json'),
    en: () => import('./locales/admin/en.json'),
    de: () => import('./locales/admin/de.json'),
    ja: () => import('./locales/admin/ja.json'),
  },
  { ui: true },
);
