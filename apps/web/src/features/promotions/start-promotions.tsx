import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'react-router';
import { CLIENT_TIMING } from '@contracts/limits.ts';
import { useQuery } from '@tanstack/react-query';
import { promotionsQuery, usePromotions } from '../../api/catalog.ts';
import { isSiteEntry } from '../../state/site-entry.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useAppState } from '../../state/app-store.ts';
import { localStore, STORAGE_KEYS } from '../../state/browser-storage.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, FullScreen } from '../../ui/dialog.tsx';
import { PromotionLink } from '../../ui/promotion-link.tsx';
import { todayStamp } from './today.ts';
import './promotions.css';

type Phase = 'splash' | 'start' | 'done';

/** The pages the start ads may open on: the front door, never a deep link (a share, a notification). */
const FRONT_DOORS = new Set(['/', '/products']);

/** Whether the ad kind whose day is kept under `key` was already shown on this device today. */
const seenToday = (key: string) => localStore.get(key) === todayStamp();

/** Keeps today as the day the ad kind under `key` was shown, once it is on screen. */
function useMarkSeen(key: string, shown: boolean) {
  useEffect(() => {
    if (shown) localStore.set(key, todayStamp());
  }, [key, shown]);
}

/** The splash: the first SPLASH ad full screen for a few seconds, skippable, counting down. */
function Splash({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [seen] = useState(() => seenToday(STORAGE_KEYS.splashSeenDate));
  const splash = useQuery({ ...promotionsQuery('SPLASH'), enabled: !seen });
  const promotion = seen ? undefined : splash.data?.[0];
  useMarkSeen(STORAGE_KEYS.splashSeenDate, promotion !== undefined);
  const [left, setLeft] = useState(Math.ceil(CLIENT_TIMING.splashMs / 1000));
  // Counts down while shown; with no splash ad (or none in time) the seconds run out unseen.
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((n) => n - 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const nothingToShow = seen || (!splash.isPending && !promotion);
  useEffect(() => {
    if (left <= 0 || nothingToShow) onDone();
  }, [left, nothingToShow, onDone]);
  if (!promotion) return null;
  return (
    <FullScreen open title={t('promotions.adLabel')} onClose={onDone}>
      <div className="splash-ad">
        <PromotionLink
          promotion={promotion}
          screen={{ type: 'Splash' }}
          label={t('promotions.adLabel')}
          onFollow={onDone}
          className="splash-ad__link"
        >
          <img src={promotion.img.url} alt="" />
        </PromotionLink>
        <button type="button" className="splash-ad__skip" onClick={onDone}>
          {t('promotions.skipIn', { seconds: left })}
        </button>
      </div>
    </FullScreen>
  );
}

/** The interstitial's ad, unless it was shown or hidden today on this device. */
function useStartAd() {
  const [hidden] = useState(() => seenToday(STORAGE_KEYS.startHiddenDate));
  const [promotion] = usePromotions('START', { enabled: !hidden });
  return { hidden, promotion };
}

/**
 * Asks for the interstitial's ad and image while the splash is on screen, so that the popup opens
 * with its picture instead of an empty frame that fills a moment later (docs/decisions.md, 'The
 * start ads and the first screen's LCP').
 */
function PrepareInterstitial() {
  const { promotion } = useStartAd();
  if (promotion) preload(promotion.img.url, { as: 'image' });
  return null;
}

/** The interstitial: the first START ad in a popup, with 'don't show today' and 'close'. */
function Interstitial({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { hidden, promotion } = useStartAd();
  useMarkSeen(STORAGE_KEYS.startHiddenDate, !hidden && promotion !== undefined);
  if (hidden || !promotion) return null;
  return (
    <Dialog
      open
      role="dialog"
      title={t('promotions.startTitle')}
      onClose={onDone}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              localStore.set(STORAGE_KEYS.startHiddenDate, todayStamp());
              onDone();
            }}
          >
            {t('promotions.hideToday')}
          </Button>
          <Button onClick={onDone}>{t('promotions.close')}</Button>
        </>
      }
    >
      <PromotionLink
        promotion={promotion}
        screen={{ type: 'Start' }}
        label={t('promotions.adLabel')}
        onFollow={onDone}
        className="start-ad__link"
      >
        <img src={promotion.img.url} alt="" />
      </PromotionLink>
    </Dialog>
  );
}

/**
 * The ads of the app's start: the splash, then the interstitial, each at most once a day on this
 * device, only when the tab entered the site at its front door from outside
 * (`state/site-entry.ts`), and not on a day the visitor closed the ending popup 'for today'.
 * Loaded lazily by the default layout, so the first screen's script does not carry them.
 */
export default function StartPromotions() {
  const { pathname } = useLocation();
  const closedToday = useAppState((s) => s.closeTodayDate) === todayStamp();
  const [phase, setPhase] = useState<Phase>(() =>
    FRONT_DOORS.has(pathname) && isSiteEntry(pathname) && !closedToday ? 'splash' : 'done',
  );
  if (phase === 'splash')
    return (
      <>
        <PrepareInterstitial />
        <Splash onDone={() => setPhase('start')} />
      </>
    );
  if (phase === 'start') return <Interstitial onDone={() => setPhase('done')} />;
  return null;
}
