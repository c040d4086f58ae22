import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api/query-client.ts';
import { App, connectHistory } from './app/app.tsx';
import { startBoot } from './app/boot.ts';
import { readFirstScreen } from './app/first-screen.ts';
import { installChunkReloadGuard, isChunkLoadError, reloadForChunkError } from './app/chunk-reload.ts';
import { APP_ROOT_ID, replayHeldTap, takeHeldTap } from './app/early-taps.ts';
import { createAppHistory } from './app/router.tsx';
import { createRoutes, preloadRoutes } from './app/routes.ts';
import { canHydrate, serverMarkupOf, type ServerMarkup } from './app/server-markup.ts';
import { saveTimeZoneCookie } from './app/time-zone-cookie.ts';
import { whenIdleAfterLoad } from './state/when-idle.ts';
import { currentLanguage, initI18n } from './i18n/i18n.ts';
import { appStore } from './state/app-store.ts';
import { localStore, STORAGE_KEYS } from './state/browser-storage.ts';
import { afterFirstPage } from './state/hydration.ts';
import './ui/tokens.css';
import './ui/ui.css';
import './app/server-drawn-styles.ts';

// Shown only when the app cannot start at all (e.g. the stored language's texts failed to load).
const FATAL: Record<string, string> = {
  ko: '문제가 발생했습니다. 페이지를 새로고침해 주세요.',
  en: 'A problem occurred. Please reload the page.',
  de: 'Ein Problem ist aufgetreten. Bitte laden Sie die Seite neu.',
  ja: '問題が発生しました。ページを再読み込みしてください。',
};

installChunkReloadGuard();
whenIdleAfterLoad(saveTimeZoneCookie);
// The first screen's data may already be in the page: into the cache before anything renders.
readFirstScreen(queryClient);

const history = createAppHistory();
const routes = createRoutes();
// The first screen's lazy modules start downloading now, in parallel with the rest of the start-up.
const routesLoaded = preloadRoutes(routes, history.location.pathname);
const navigate = connectHistory(history);
const container = document.getElementById(APP_ROOT_ID)!;
// The server may have drawn the first screen already (entry-server.tsx): then the app takes it
// over once the screen's modules are here, so that the whole of it hydrates at once.
const markup = serverMarkupOf(container);

// Korean is bundled; another stored language loads its texts before the first render.
Promise.all([initI18n(), markup ? routesLoaded : null])
  .then(() => {
    const boot = () => startBoot({ queryClient, store: appStore, navigate });
    if (canHydrate(markup, currentLanguage())) {
      // The boot's answers change what screens draw: they must not arrive while React is still
      // matching the server's markup, so it starts once the page has hydrated; so does a tap the
      // page held before.
      afterFirstPage(() => {
        replayHeldTap(container);
        boot();
      });
      hydrateRoot(container, app(markup));
    } else {
      // The app draws over the server's markup: a tap on it is not replayed on another screen.
      takeHeldTap();
      boot();
      createRoot(container).render(app());
    }
  })
  .catch((error: unknown) => {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error(error);
    container.textContent = FATAL[localStore.get(STORAGE_KEYS.language) ?? 'ko'] ?? FATAL.ko!;
  });

/** The app; over the server's markup, with the drawing time and zone it hydrates with. */
function app(markup?: ServerMarkup) {
  return (
    <StrictMode>
      <App history={history} routes={routes} renderedAt={markup?.renderedAt} timeZone={markup?.timeZone} />
    </StrictMode>
  );
}
