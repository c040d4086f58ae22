import { postToApp } from '../native/bridge.ts';
import { appStore, type AppStore } from '../state/app-store.ts';

export type PositionFailure = 'denied' | 'unavailable';

/** How long the app or the browser may take to find the device. */
const POSITION_TIMEOUT_MS = 10_000;

/**
 * The device's position: inside the native app asked with POSITION (the answer arrives as the
 * store's coords); in a browser through the Geolocation API. Rejects with 'denied' when the
 * member refused location access, 'unavailable' otherwise.
 */
export function requestDevicePosition(store: AppStore = appStore): Promise<{ lat: number; lon: number }> {
  const { isWebview, coords } = store.getState();
  if (isWebview) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => finish(() => reject('unavailable' satisfies PositionFailure)),
        POSITION_TIMEOUT_MS,
      );
      const stop = store.subscribe(() => {
        const next = store.getState().coords;
        if (next && next !== coords) finish(() => resolve({ lat: next.y, lon: next.x }));
      });
      function finish(settle: () => void) {
        clearTimeout(timer);
        stop();
        settle();
      }
      postToApp('POSITION', {});
    });
  }
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject('unavailable' satisfies PositionFailure);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) =>
        reject((error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable') satisfies PositionFailure),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
