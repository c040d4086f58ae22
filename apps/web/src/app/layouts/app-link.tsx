import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useClientConfig } from '../../api/catalog.ts';
import { config } from '../../config.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appLinkUrl, isCrawler, isMobileBrowser, openUrl } from '../../native/bridge.ts';
import { useUserAgent } from '../../native/user-agent.ts';
import { useAppState } from '../../state/app-store.ts';
import { useBrowserValue } from '../../state/hydration.ts';
import { localStore, sessionStore, STORAGE_KEYS } from '../../state/browser-storage.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { isSiteEntry, userHasInteracted } from '../../state/site-entry.ts';

/** The pages a shared link leads to, which spec §1 sends to the native app: a product and its share page. */
const APP_LINK_PAGES = /^\/products\/(share\/)?\d+$/;
/** How long the page waits for the app to take over before it offers /intro instead. */
const APP_OPEN_WAIT_MS = 1500;

function isOrdinaryMobileBrowser(isWebview: boolean, userAgent: string): boolean {
  return !isWebview && isMobileBrowser(userAgent) && !isCrawler(userAgent);
}

/**
 * Spec §1: a visitor in an ordinary mobile browser who opens a product or share link from outside
 * the site (the tab's entry, `state/site-entry.ts`) is sent to the native app through its scheme,
 * once per tab; when the app does not open (the page is still visible after a moment) they land
 * on /intro, which offers the stores and the browser. A tap inside the site, a history step,
 * desktop browsers, crawlers, the webview and a visitor who chose the browser stay; so does a
 * person who touched the page meanwhile (their tap is never lost to the move).
 */
export function useAppLinkRedirect() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isWebview = useAppState((s) => s.isWebview);
  const userAgent = useUserAgent();
  const candidate =
    APP_LINK_PAGES.test(pathname) &&
    isSiteEntry(pathname) &&
    isOrdinaryMobileBrowser(isWebview, userAgent) &&
    localStore.get(STORAGE_KEYS.stayInBrowser) !== '1' &&
    sessionStore.get(STORAGE_KEYS.appLinkTried) !== '1';
  const clientConfig = useClientConfig(candidate).data;
  useEffect(() => {
    if (!candidate || !clientConfig?.app_link_redirect || userHasInteracted()) return;
    sessionStore.set(STORAGE_KEYS.appLinkTried, '1');
    const page = `${pathname}${search}`;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible' && isSiteEntry(pathname) && !userHasInteracted())
        navigate(`/intro?next=${encodeURIComponent(page)}`, { replace: true });
    }, APP_OPEN_WAIT_MS);
    // The app opening hides the page: then there is nothing to fall back to.
    const onHide = () => document.visibilityState === 'hidden' && window.clearTimeout(timer);
    document.addEventListener('visibilitychange', onHide);
    openUrl(appLinkUrl(clientConfig.app_link_scheme, page));
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [candidate, clientConfig, pathname, search, navigate]);
}

/**
 * Other pages offer the app with a small, dismissible banner in ordinary mobile browsers; it never
 * blocks the site. VITE_SHOW_APP_BANNER=false turns it off.
 */
export function AppBanner() {
  const { t } = useTranslation();
  const isWebview = useAppState((s) => s.isWebview);
  const { pathname } = useLocation();
  const userAgent = useUserAgent();
  // Dismissed in an earlier visit: the server cannot know, so hydration draws it first (useBrowserValue).
  const dismissedBefore = useBrowserValue(
    () => localStore.get(STORAGE_KEYS.appBannerDismissed) === '1',
    false,
  );
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = dismissedBefore || dismissedNow;
  // /intro is itself the offer to open the app.
  const shown =
    config.showAppBanner &&
    !dismissed &&
    pathname !== '/intro' &&
    isOrdinaryMobileBrowser(isWebview, userAgent);
  const clientConfig = useClientConfig(shown).data;
  if (!shown) return null;
  // Drawn at once (appearing later would push the page down); the link works once the scheme is here.
  const link = clientConfig
    ? appLinkUrl(clientConfig.app_link_scheme, `${window.location.pathname}${window.location.search}`)
    : undefined;
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
