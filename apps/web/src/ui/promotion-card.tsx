import type { PromotionDto } from '@steelyard/contracts';
import { useTranslation } from '../i18n/i18n.ts';
import { PromotionLink, type PromotionScreen } from './promotion-link.tsx';

/** A product-list insert ad: the banner strip across the list, marked 'Ad'. */
export function PromotionCard({ promotion, screen }: { promotion: PromotionDto; screen: PromotionScreen }) {
  const { t } = useTranslation();
  return (
    <li className="promotion-card">
      <PromotionLink promotion={promotion} screen={screen} label={t('promotions.adLabel')}>
        <img src={promotion.img.url} alt="" loading="lazy" decoding="async" width={1200} height={400} />
        <span className="promotion-card__mark">{t('promotions.ad')}</span>
      </PromotionLink>
    </li>
  );
}
