import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { CLIENT_TIMING } from '@contracts/limits.ts';
import { PROMOTION_LINK } from '@contracts/enums.ts';
import { promotionsQuery } from '../../api/catalog.ts';
import { trackClick, trackView } from '../../api/tracking.ts';
import { postToApp } from '../../native/bridge.ts';
import { appStore, useAppState } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useInView } from '../../ui/use-in-view.ts';

export function todayStamp(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The ending popup (spec §2, §4): when the visitor tries to leave, today differs from the stored
 * close-today date and a POP promotion is running. Only the first one is used.
 */
export default function EndingPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeTodayDate = useAppState((s) => s.closeTodayDate);
  const { data: promotions = [] } = useQuery(promotionsQuery('POP'));
  const promotion = promotions[0];
  const slide = useInView<HTMLAnchorElement>(
    () => promotion && trackView({ clickable_type: 'Promotion', clickable_id: promotion.id }),
    { enabled: Boolean(promotion), threshold: CLIENT_TIMING.promotionViewThreshold },
  );
  if (!promotion || closeTodayDate === todayStamp()) return null;
  const close = () => appStore.setState({ tryLeave: false });
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
      <a
        ref={slide}
        href={promotion.url ?? '#'}
        onClick={(event) => {
          trackClick({ clickable_type: 'Promotion', clickable_id: promotion.id });
          if (!promotion.url) return event.preventDefault();
          if (promotion.type_url === PROMOTION_LINK.internal) {
            event.preventDefault();
            close();
            navigate(promotion.url);
          } else if (postToApp('OUT_APP_BROWSER', { url: promotion.url })) {
            event.preventDefault();
          }
        }}
        target={promotion.type_url === PROMOTION_LINK.external ? '_blank' : undefined}
        rel="noreferrer"
      >
        <img src={promotion.img.url} alt="" style={{ width: '100%', borderRadius: 8 }} />
      </a>
    </Dialog>
  );
}
