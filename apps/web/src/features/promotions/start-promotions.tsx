import { useEffect, useState } from 'react';
import { CLIENT_TIMING } from '@contracts/limits.ts';
import { useQuery } from '@tanstack/react-query';
import { promotionsQuery, usePromotions } from '../../api/catalog.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { localStore, sessionStore, STORAGE_KEYS } from '../../state/browser-storage.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, FullScreen } from '../../ui/dialog.tsx';
import { PromotionLink } from '../../ui/promotion-link.tsx';
import { todayStamp } from './today.ts';
import './promotions.css';

type Phase = 'splash' | 'start' | 'done';

/** The splash: the first SPLASH ad full screen for a few seconds, skippable, counting down. */
function Splash({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const splash = useQuery(promotionsQuery('SPLASH'));
  const promotion = splash.data?.[0];
  const [left, setLeft] = useState(Math.ceil(CLIENT_TIMING.splashMs / 1000));
  // Counts down while shown; with no splash ad (or none in time) the seconds run out unseen.
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((n) => n - 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const nothingToShow = !splash.isPending && !promotion;
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

/** The interstitial: the first START ad in a popup, with 'don't show today' and 'close'. */
function Interstitial({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const hidden = localStore.get(STORAGE_KEYS.startHiddenDate) === todayStamp();
  const [promotion] = usePromotions('START', { enabled: !hidden });
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
 * The ads of the app's start, once per visit: the splash, then the interstitial. Loaded lazily by
 * the default layout, so the first screen's script does not carry them.
 */
export default function StartPromotions() {
  const [phase, setPhase] = useState<Phase>(() =>
    sessionStore.get(STORAGE_KEYS.startAdsSeen) ? 'done' : 'splash',
  );
  useEffect(() => {
    if (phase === 'splash') sessionStore.set(STORAGE_KEYS.startAdsSeen, '1');
  }, [phase]);
  if (phase === 'splash') return <Splash onDone={() => setPhase('start')} />;
  if (phase === 'start') return <Interstitial onDone={() => setPhase('done')} />;
  return null;
}
