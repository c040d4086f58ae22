import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { config } from '../../config.ts';
import { isMobileBrowser } from '../../native/bridge.ts';
import { useAppState } from '../../state/app-store.ts';
import { localStore, STORAGE_KEYS } from '../../state/browser-storage.ts';
import { CloseIcon } from '../../ui/icons.tsx';

/**
 * Ordinary mobile browsers get a small, dismissible offer to open the page in the app (custom
 * scheme). It never blocks the site; VITE_SHOW_APP_BANNER=false or an empty scheme turns it off.
 */
export function AppBanner() {
  const { t } = useTranslation();
  const isWebview = useAppState((s) => s.isWebview);
  const [dismissed, setDismissed] = useState(() => localStore.get(STORAGE_KEYS.appBannerDismissed) === '1');
  if (!config.showAppBanner || !config.appLinkScheme || isWebview || dismissed || !isMobileBrowser())
    return null;
  const link = `${config.appLinkScheme}${window.location.pathname.slice(1)}${window.location.search}`;
  return (
    <aside className="app-banner">
      <span className="app-banner__text">{t('app.bannerText')}</span>
      <a className="btn btn--primary btn--sm" href={link}>
        {t('app.openInApp')}
      </a>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('app.dismiss')}
        onClick={() => {
          localStore.set(STORAGE_KEYS.appBannerDismissed, '1');
          setDismissed(true);
        }}
      >
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
