import { useTranslation } from '../i18n/i18n.ts';
import { LANGUAGES, isLanguage } from '@contracts/languages.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { useIsHydrating } from '../state/hydration.ts';

/**
 * Switches the interface language at once; the choice is remembered in the browser. On a page the
 * server drew it stays disabled until the app has taken the page over: a choice made before would
 * change the select and nothing else.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, language } = useTranslation();
  const hydrating = useIsHydrating();
  return (
    <select
      className={['select', className].filter(Boolean).join(' ')}
      aria-label={t('language.label')}
      disabled={hydrating}
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
