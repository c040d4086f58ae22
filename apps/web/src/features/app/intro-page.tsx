import { useNavigate, useSearchParams } from 'react-router';
import { useClientConfig } from '../../api/catalog.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { appLinkUrl } from '../../native/bridge.ts';
import { localStore, STORAGE_KEYS } from '../../state/browser-storage.ts';
import { Button } from '../../ui/button.tsx';
import './app-pages.css';

/** Where to go after /intro: an in-app path (never another site), else home. */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/**
 * /intro (spec §1, §2): what Steelyard is, for a visitor whose browser did not open the app — open
 * it again, get it from a store, or stay in the browser (remembered: product links stop leaving).
 */
export function IntroPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const clientConfig = useClientConfig().data;
  const cameFromLink = next !== '/';
  return (
    <div className="page intro">
      <h1 className="intro__title">{t('intro.title')}</h1>
      <p className="intro__lead">{t('intro.lead')}</p>
      <ul className="intro__points">
        <li>{t('intro.point1')}</li>
        <li>{t('intro.point2')}</li>
        <li>{t('intro.point3')}</li>
      </ul>
      {cameFromLink ? <p className="intro__hint">{t('intro.notOpened')}</p> : null}
      <div className="intro__actions">
        {clientConfig ? (
          <a className="btn btn--primary btn--block" href={appLinkUrl(clientConfig.app_link_scheme, next)}>
            {t('intro.openApp')}
          </a>
        ) : null}
        {clientConfig?.ios_store_url ? (
          <a className="btn btn--secondary btn--block" href={clientConfig.ios_store_url}>
            {t('intro.appStore')}
          </a>
        ) : null}
        {clientConfig?.android_store_url ? (
          <a className="btn btn--secondary btn--block" href={clientConfig.android_store_url}>
            {t('intro.googlePlay')}
          </a>
        ) : null}
        <Button
          variant="ghost"
          block
          onClick={() => {
            localStore.set(STORAGE_KEYS.stayInBrowser, '1');
            navigate(next, { replace: true });
          }}
        >
          {t('intro.continueBrowser')}
        </Button>
      </div>
    </div>
  );
}

export { IntroPage as Component };
