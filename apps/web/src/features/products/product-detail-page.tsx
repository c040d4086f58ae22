import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductDetailDto } from '@steelyard/contracts';
import { useCurrentUser } from '../../api/session.ts';
import { useCategories, useClientConfig } from '../../api/catalog.ts';
import { isApiError } from '../../api/errors.ts';
import { usePostOfferUpdates } from '../../api/offers.ts';
import { productDetailQuery } from '../../api/product-posts.ts';
import { listedTimeText } from '../../ui/listed-time.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useIsHydrating, useRenderedNow } from '../../state/hydration.ts';
import { MapView } from '../../ui/map-view.tsx';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { isFreeProduct, productPriceText } from '../../ui/price.ts';
import { ProductList } from '../../ui/product-card.tsx';
import { StatusTag } from '../../ui/product-status.tsx';
import { TranslateToggle, useTranslatable } from '../../ui/translate-toggle.tsx';
import { LoadError, QueryState } from '../../ui/query-states.tsx';
import { DetailBar, DetailTools } from './detail-bar.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { SellerCard } from './seller-card.tsx';
import { ConditionSection, SpecSection } from './spec-section.tsx';
import './product-detail.css';
import { usePlaceText } from '../../ui/place-name.ts';
import { PriceBand } from '../../ui/price-band.tsx';
import { InspectedBadge } from '../../ui/inspected-badge.tsx';
import { InspectionBlock } from './inspection-block.tsx';

/** The author's tools (status sheet, delete confirmation): only authors download them. */
const OwnerActions = lazy(() => import('./owner-actions.tsx'));
/** The converted-price hint: only where the deployment has exchange rates. */
const ConvertedPrice = lazy(() => import('../../ui/converted-price.tsx'));

/** The post's own text: one status label, title, where and when, price, description, keywords, counts. */
function Summary({ product }: { product: ProductDetailDto }) {
  const place = usePlaceText();
  const { t, language } = useTranslation();
  const renderedAt = useRenderedNow();
  const { data: categories } = useCategories('product');
  const free = isFreeProduct(product);
  const { data: config } = useClientConfig();
  const translatable = useTranslatable({ type: 'product', id: product.id }, product.is_mine);
  const { translation } = translatable;
  return (
    <section className="detail-main">
      <div className="detail-main__tags">
        <StatusTag product={product} />
        {product.is_hidden ? <span className="tag tag--hidden">{t('status.hidden')}</span> : null}
        {product.inspected_on ? <InspectedBadge day={product.inspected_on} small /> : null}
      </div>
      <h1 className="detail-main__title" lang={translation ? translation.target_language : undefined}>
        {translation?.title ?? product.title}
      </h1>
      <p className="detail-main__meta">
        {[
          categories?.find((c) => c.id === product.category_id)?.title ?? null,
          place(product.city, product.county),
          listedTimeText(product, t, language, renderedAt),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="detail-main__price-row">
        <strong className={free ? 'detail-main__price detail-main__price--free' : 'detail-main__price'}>
          {productPriceText(product, t, language)}
        </strong>
        {product.price_negotiable && !free ? (
          <span className="tag tag--outline">{t('products.negotiable')}</span>
        ) : null}
      </div>
      {config?.exchange_rates_available && !free && product.price ? (
        <Suspense fallback={null}>
          <ConvertedPrice amount={product.price} country={product.country} />
        </Suspense>
      ) : null}
      {product.buyer ? (
        <p className="detail-main__meta">{t('productDetail.buyer', { nickname: product.buyer.nickname })}</p>
      ) : null}
      <p className="detail-main__description" lang={translation ? translation.target_language : undefined}>
        {translation?.description ?? product.description}
      </p>
      <TranslateToggle state={translatable} />
      {product.keywords.length > 0 ? (
        <ul className="keyword-list" aria-label={t('productDetail.keywords')}>
          {product.keywords.map((keyword) => (
            <li key={keyword}>
              <Link to={`/products?word=${encodeURIComponent(keyword)}`} className="chip">
                #{keyword}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="detail-main__stats">
        {[
          t('products.viewCount', { count: product.view_count }),
          t('products.likeCount', { count: product.like_count }),
          t('products.chatCount', { count: product.chat_count }),
        ].join(' · ')}
      </p>
    </section>
  );
}

/** The industrial details (manufacturer, model, year, grade) that were given. */
function Specs({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const rows = (
    [
      [t('productDetail.manufacturer'), product.manufacturer],
      [t('productDetail.model'), product.model],
      [t('productDetail.yearMade'), product.year_made ? String(product.year_made) : null],
      [
        t('productDetail.condition'),
        product.condition_grade ? t('productDetail.grade', { grade: product.condition_grade }) : null,
      ],
    ] as const
  ).filter(([, value]) => value);
  if (rows.length === 0) return null;
  return (
    <section className="detail-section">
      <h2 className="detail-section__title">{t('productDetail.details')}</h2>
      <dl className="spec-table">
        {rows.map(([label, value]) => (
          <div key={label} className="spec-table__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Place({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const placeText = usePlaceText();
  // A machine's pickup place is an area until the trade is agreed (the server rounds it).
  const name = product.place_area ? placeText(product.city, product.county) : product.place_name;
  if (!name) return null;
  return (
    <section className="detail-section">
      <h2 className="detail-section__title">{t('productDetail.place')}</h2>
      <p className="detail-place">{name}</p>
      {product.place_area ? <p className="detail-place__note">{t('productDetail.placeArea')}</p> : null}
      {product.lat != null && product.lon != null ? (
        <MapView
          lat={product.lat}
          lon={product.lon}
          pinned={!product.place_area}
          zoom={product.place_area ? 12 : 15}
          label={t('productDetail.map')}
          failedText={t('productDetail.mapFailed')}
        />
      ) : null}
    </section>
  );
}

/** The seller or the named buyer of a completed trade: each may review the other. */
function isTradeParty(product: ProductDetailDto, userId: number | undefined) {
  if (product.status !== 'completed' || !product.buyer || userId === undefined) return false;
  return product.user.id === userId || product.buyer.id === userId;
}

function Detail({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const hydrating = useIsHydrating();
  const isMine = product.is_mine || (user != null && user.id === product.user.id);
  return (
    <div className="page product-detail">
      <PageTitleBar actions={<DetailTools product={product} isMine={isMine} />} />
      <ProductGallery product={product} />
      <SellerCard seller={product.seller} />
      {product.posted_by ? (
        <p className="detail-posted-by">
          {t('productDetail.postedBy', { nickname: product.posted_by.nickname })}
        </p>
      ) : null}
      {product.is_hidden ? <p className="detail-notice">{t('productDetail.hiddenNotice')}</p> : null}
      {product.serial_duplicate ? (
        <p className="detail-notice">{t('productDetail.serialDuplicate')}</p>
      ) : null}
      <Summary product={product} />
      {product.spec_template ? <SpecSection product={product} /> : <Specs product={product} />}
      <ConditionSection product={product} />
      <Place product={product} />
      <InspectionBlock product={product} isMine={isMine} />
      {/* Below the fold and drawn by the browser: its late arrival moves nothing in view. */}
      {product.type === 'share' ? null : (
        <PriceBand
          className="detail-price-band"
          subject={{
            category_id: product.category_id,
            manufacturer: product.manufacturer ?? '',
            model: product.model ?? '',
            year: product.year_made ?? undefined,
            country: product.country,
          }}
        />
      )}
      {/* Drawn by the browser only: its module is not loaded when the server's page hydrates, and a
          tap on an owner's tool before it is would be lost. */}
      {isMine && !hydrating ? (
        <Suspense fallback={null}>
          <OwnerActions product={product} />
        </Suspense>
      ) : null}
      {isTradeParty(product, user?.id) ? (
        <div className="detail-section">
          <Link to={`/reviews/create?product_id=${product.id}`} className="btn btn--primary btn--block">
            {t('productDetail.writeReview')}
          </Link>
          {product.seller.business_verified ? (
            <Link to={`/products/${product.id}/invoice`} className="btn btn--secondary btn--block">
              {t('productDetail.taxInvoice')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {product.seller_products.length > 0 ? (
        <section className="detail-section detail-section--flush">
          <h2 className="detail-section__title">
            {t('productDetail.sellerProducts', { nickname: product.seller.nickname })}
          </h2>
          <ProductList products={product.seller_products} />
        </section>
      ) : null}
      <DetailBar product={product} isMine={isMine} />
    </div>
  );
}

/** /products/{id}: gallery, status, price, details, place map, seller, likes, owner actions. */
export function ProductDetailPage() {
  const id = Number(useParams().id);
  const query = useQuery(productDetailQuery(id));
  usePostOfferUpdates(id);
  return (
    <QueryState
      query={query}
      failed={(error) => (isApiError(error, 404) ? <NotFoundPage /> : <LoadError onRetry={query.refetch} />)}
    >
      {(product) => <Detail product={product} />}
    </QueryState>
  );
}

export { ProductDetailPage as Component };
