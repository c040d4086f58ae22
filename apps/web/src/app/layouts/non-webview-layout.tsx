import { useTranslation } from '../../i18n/i18n.ts';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { AppBanner } from './app-link.tsx';
import { Logo } from './logo.tsx';
import './layouts.css';

/** For ordinary browsers: a plain header and footer, no app tab bar. */
export function NonWebviewLayout() {
  const { t } = useTranslation();
  return (
    <div className="app-frame">
      <AppBanner />
      <header className="plain-header">
        <Logo />
        <LanguageSelect />
      </header>
      <main style={{ flex: 1 }} id="main">
        <Outlet />
      </main>
      <footer className="plain-footer">
        {t('common.appName')} · {t('common.tagline')}
      </footer>
    </div>
  );
}
