import { memo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Link } from 'react-router';
import { CLIENT_TIMING } from '@contracts/limits.ts';
import type { ProductSummaryDto, PromotionDto } from '@steelyard/contracts';
import { PromotionCard } from './promotion-card.tsx';
import type { PromotionScreen } from './promotion-link.tsx';
import { distanceText } from './distance-text.ts';
import { listedTimeText } from './listed-time.ts';
import { useRenderedNow } from '../state/hydration.ts';
import { isFreeProduct, productPriceText } from './price.ts';
import { BoxIcon, ChatIcon, HeartIcon } from './icons.tsx';
import { statusLabelKey, StatusTag } from './product-status.tsx';
import { usePlaceText } from './place-name.ts';
import { InspectedBadge } from './inspected-badge.tsx';
import { BusinessBadge } from './business-badge.tsx';

/** One product in a list: photo, title, region and time, price, status, like and chat counts. */
export const ProductCard = memo(function ProductCard({
  product,
  now,
  action,
  priority = false,
}: {
  product: ProductSummaryDto;
  now?: number;
  /** One of the first cards on screen: its photo loads at once, not when scrolled to. */
  priority?: boolean;
  /** A control beside the card (unlike, status), outside its link. */
  action?: ReactNode;
}) {
  const { t, language } = useTranslation();
  const renderedAt = useRenderedNow();
  const place = usePlaceText();
  const region = place(product.city, product.county);
  const isFree = isFreeProduct(product);
  const price = productPriceText(product, t, language);
  return (
    <li className={action ? 'product-card-item' : undefined}>
      <Link to={`/products/${product.id}`} className="product-card">
        <div className="product-card__thumb">
          {product.thumb_url ? (
            <img
              src={product.thumb_url}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              // The first cards' photos paint with the page's first frame; the others off the main thread.
              decoding={priority ? 'sync' : 'async'}
              width={108}
              height={108}
            />
          ) : (
            <span className="product-card__thumb-empty">
              <BoxIcon size={32} />
            </span>
          )}
        </div>
        <div className="product-card__body">
          <h3 className="product-card__title">{product.title}</h3>
          <div className="product-card__meta">
            {[
              distanceText(t, language, product.distance_km),
              region,
              listedTimeText(product, t, language, now ?? renderedAt),
            ]
              .filter(Boolean)
              .join(' · ')}
          </div>
          {product.user.business_verified || product.inspected_on ? (
            <div className="product-card__badges">
              {product.user.business_verified ? <BusinessBadge small /> : null}
              {product.inspected_on ? <InspectedBadge day={product.inspected_on} small /> : null}
            </div>
          ) : null}
          <div className="product-card__price-row">
            {product.type === 'wanted' ? (
              <span className="tag tag--neutral">{t('products.type.wanted')}</span>
            ) : null}
            {product.status !== 'open' ? <StatusTag product={product} /> : null}
            {product.is_hidden ? <span className="tag tag--hidden">{t('status.hidden')}</span> : null}
            <span
              className={isFree ? 'product-card__price product-card__price--free' : 'product-card__price'}
            >
              {price}
            </span>
            {product.price_negotiable && !isFree ? (
              <span className="tag tag--outline">{t('products.negotiable')}</span>
            ) : null}
          </div>
          {product.status === 'open' ? (
            <span className="visually-hidden">{t(statusLabelKey(product))}</span>
          ) : null}
          <div className="product-card__footer">
            {product.chat_count > 0 ? (
              <span className="product-card__count">
                <ChatIcon size={14} />
                <span aria-hidden="true">{product.chat_count}</span>
                <span className="visually-hidden">
                  {t('products.chatCount', { count: product.chat_count })}
                </span>
              </span>
            ) : null}
            {product.like_count > 0 ? (
              <span className="product-card__count">
                <HeartIcon size={14} />
                <span aria-hidden="true">{product.like_count}</span>
                <span className="visually-hidden">
                  {t('products.likeCount', { count: product.like_count })}
                </span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
      {action ? <div className="product-card-item__action">{action}</div> : null}
    </li>
  );
});

/** A list of product cards. */
/** How many cards a phone shows before scrolling: their photos load first (the page's LCP). */
const FIRST_CARDS = 4;

/**
 * Products as cards; with `ads`, a product-list insert ad after every `CLIENT_TIMING.productAdEvery`
 * products (the ads in turn), marked as an ad.
 */
export function ProductList({
  products,
  ads = [],
  screen = { type: 'ProductList' },
}: {
  products: ProductSummaryDto[];
  ads?: PromotionDto[];
  screen?: PromotionScreen;
}) {
  const every = CLIENT_TIMING.productAdEvery;
  return (
    <ul className="product-list">
      {products.map((product, index) => {
        const card = <ProductCard key={product.id} product={product} priority={index < FIRST_CARDS} />;
        const slot = (index + 1) / every;
        const ad = ads.length > 0 && Number.isInteger(slot) ? ads[(slot - 1) % ads.length] : undefined;
        if (!ad) return card;
        return [card, <PromotionCard key={`ad-${slot}`} promotion={ad} screen={screen} />];
      })}
    </ul>
  );
}

export function ProductCardSkeleton() {
  return (
    <li className="product-card" aria-hidden="true">
      <div className="product-card__thumb skeleton" />
      <div className="product-card__body">
        <div className="skeleton" style={{ height: 18, width: '80%' }} />
        <div className="skeleton" style={{ height: 12, width: '45%', marginTop: 8 }} />
        <div className="skeleton" style={{ height: 18, width: '35%', marginTop: 10 }} />
      </div>
    </li>
  );
}
