import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { promotionsQuery } from '../../api/catalog.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore, useAppState } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { PromotionLink } from '../../ui/promotion-link.tsx';
import { todayStamp } from './today.ts';
import './promotions.css';

/**
 * The ending popup (spec §2, §4): when the visitor tries to leave, today differs from the stored
 * close-today date and a POP promotion is running. Only the first one is used; with nothing to
 * show, the attempt to leave is let go at once.
 */
export default function EndingPopup() {
  const { t } = useTranslation();
  const closeTodayDate = useAppState((s) => s.closeTodayDate);
  const pop = useQuery(promotionsQuery('POP'));
  const promotion = pop.data?.[0];
  const closedToday = closeTodayDate === todayStamp();
  const close = () => appStore.setState({ tryLeave: false });
  const nothingToShow = closedToday || (!pop.isPending && !promotion);
  useEffect(() => {
    if (nothingToShow) appStore.setState({ tryLeave: false });
  }, [nothingToShow]);
  if (!promotion || closedToday) return null;
  return (
    <Dialog
      open
      title={t('endingPopup.title')}
      onClose={close}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => appStore.setState({ tryLeave: false, closeTodayDate: todayStamp() })}
          >
            {t('endingPopup.closeToday')}
          </Button>
          <Button onClick={close}>{t('endingPopup.close')}</Button>
        </>
      }
    >
      <PromotionLink
        promotion={promotion}
        screen={{ type: 'Ending' }}
        label={t('promotions.adLabel')}
        onFollow={close}
        className="start-ad__link"
      >
        <img src={promotion.img.url} alt="" />
      </PromotionLink>
    </Dialog>
  );
}
