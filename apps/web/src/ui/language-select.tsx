import { useTranslation } from '../i18n/i18n.ts';
import { LANGUAGES, isLanguage } from '@contracts/languages.ts';
import { setLanguage } from '../i18n/i18n.ts';

/** Switches the interface language at once; the choice is remembered in the browser. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, language } = useTranslation();
  return (
    <select
      className={['select', className].filter(Boolean).join(' ')}
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </select>
  );
}
