import type { ProductDetailDto } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { TrustBadge } from '../../ui/trust-badge.tsx';
import { BusinessBadge } from '../../ui/business-badge.tsx';
import { usePlaceText } from '../../ui/place-name.ts';

/** Who posts it: name, area, how many posts, and the manner tally of their reviews. */
export function SellerCard({ seller }: { seller: ProductDetailDto['seller'] }) {
  const place = usePlaceText();
  const { t } = useTranslation();
  const area = place(seller.city, seller.county);
  return (
    <section className="seller-card" aria-label={t('productDetail.seller')}>
      <Avatar url={seller.profile_image_url} size={44} />
      <div className="seller-card__body">
        <p className="seller-card__name">
          {seller.nickname} <TrustBadge score={seller.manner.trust_score} />{' '}
          {seller.business_verified ? <BusinessBadge small /> : null}
        </p>
        <p className="seller-card__sub">
          {[area, t('productDetail.sellerPosts', { count: seller.product_count })]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="seller-card__sub">
          {[
            t('profile.mannerGood', { count: seller.manner.good }),
            // Bad manners are visible only to the member themself (spec §6): absent for others.
            seller.manner.bad === undefined ? null : t('profile.mannerBad', { count: seller.manner.bad }),
            t('profile.reviews', { count: seller.manner.review_count }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </section>
  );
}
