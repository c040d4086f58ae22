import type { QueryClient } from '@tanstack/react-query';
import type { VersionsDto } from '@steelyard/contracts';
import { CLIENT_TIMING } from '@contracts/limits.ts';
import {
  categoriesQuery,
  countryQuery,
  placeNamesQuery,
  settingsQuery,
  versionsQuery,
} from '../api/catalog.ts';
import { currentUserQuery } from '../api/session.ts';
import { sendLog } from '../api/tracking.ts';
import { updateLanguage, updateLocation, updatePushToken } from '../api/users.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { compareVersions, detectWebview, listenToApp, postToApp } from '../native/bridge.ts';
import type { AppStore } from '../state/app-store.ts';

export interface BootDeps {
  queryClient: QueryClient;
  store: AppStore;
  navigate: (to: string) => void;
}

/** True when the native app's version is lower than the server's minimum for its OS. */
export function needsUpdate(
  versions: VersionsDto | null,
  os: 'ios' | 'android' | null,
  version: string | null,
): boolean {
  if (!versions || !os || !version) return false;
  const required = versions[os];
  return Boolean(required) && compareVersions(version, String(required)) < 0;
}

const swallow = () => undefined;

/**
 * Start-up work of spec §3/§7/§9: server country, settings, versions (→ /needUpdate), category
 * lists, the native bridge, and the delayed language update. Returns a stop function.
 */
export function startBoot({ queryClient, store, navigate }: BootDeps): () => void {
  const stops: (() => void)[] = [];
  const signedIn = () => Boolean(queryClient.getQueryData(currentUserQuery().queryKey));

  const checkVersion = () => {
    const versions = queryClient.getQueryData(versionsQuery().queryKey) ?? null;
    const { os, version } = store.getState();
    if (needsUpdate(versions, os, version) && window.location.pathname !== '/needUpdate')
      navigate('/needUpdate');
  };

  // Native app bridge.
  if (detectWebview()) store.setState({ isWebview: true });
  stops.push(
    listenToApp(
      {
        LANGUAGE: ({ language }) => void setLanguage(language),
        DEVICE_INFO: ({ os, version }) => {
          store.setState({ os, version });
          checkVersion();
        },
        DEVICE_TOKEN: ({ token }) => {
          store.setState({ pushToken: token });
          if (signedIn()) updatePushToken(token).catch(swallow);
        },
        POSITION: ({ lat, lon }) => {
          store.setState({ coords: { x: lon, y: lat } });
          // Coordinates only: the server's geocoder fills country, city, county, town and village.
          if (signedIn()) updateLocation({ lat, lon }).catch(swallow);
        },
        LINK_DATA: ({ url }) => {
          try {
            const target = new URL(url, window.location.origin);
            if (target.origin === window.location.origin)
              navigate(`${target.pathname}${target.search}${target.hash}`);
            else postToApp('OUT_APP_BROWSER', { url: target.href });
          } catch {
            sendLog('native LINK_DATA: bad url', url);
          }
        },
        TRY_LEAVE: () => store.setState({ tryLeave: true }),
      },
      (raw, error) => sendLog('native message: invalid JSON', `${String(error)}\n${raw}`),
    ),
  );
  if (store.getState().isWebview) {
    postToApp('DEVICE_INFO', {});
    postToApp('DEVICE_TOKEN', {});
  }

  // Boot calls. On a drawn page their answers are in the cache already (`api/boot-answers.ts`):
  // none is sent, and what they set below changes nothing on the screen.
  void queryClient.prefetchQuery(currentUserQuery());
  queryClient
    .fetchQuery(countryQuery())
    .then((country) => {
      if (typeof country !== 'string' || !country) return;
      store.setState((s) => ({ serverCountry: country, country: s.country ?? country }));
    })
    .catch(swallow);
  queryClient
    .fetchQuery(settingsQuery())
    .then((settings) => store.setState({ price: settings?.min_price_for_show ?? null }))
    .catch(swallow);
  queryClient.fetchQuery(versionsQuery()).then(checkVersion).catch(swallow);
  Promise.all([
    queryClient.fetchQuery(categoriesQuery('product')),
    queryClient.fetchQuery(categoriesQuery('notice')),
    queryClient.fetchQuery(categoriesQuery('faq')),
  ])
    .then(([product, notice, faq]) => store.setState({ categories: { product, notice, faq } }))
    .catch(swallow);
  // Cards and profiles name their places in the app's language (a drawn page carries them).
  queryClient.prefetchQuery(placeNamesQuery()).catch(swallow);

  // Spec §9: tell the server a non-Korean language one second after start.
  const languageTimer = window.setTimeout(() => {
    if (store.getState().language !== 'ko') updateLanguage().catch(swallow);
  }, CLIENT_TIMING.languageUpdateDelayMs);
  stops.push(() => window.clearTimeout(languageTimer));

  return () => stops.forEach((stop) => stop());
}
