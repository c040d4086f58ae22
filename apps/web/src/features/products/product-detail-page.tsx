import { useState, type UIEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProductDetailDto } from '@steelyard/contracts';
import { useCategories } from '../../api/catalog.ts';
import { openChat } from '../../api/chats.ts';
import { isApiError } from '../../api/errors.ts';
import { useProductLike } from '../../api/likes.ts';
import { deleteProduct, productDetailQuery, setProductHidden } from '../../api/product-posts.ts';
import { useCurrentUser } from '../../api/session.ts';
import { formatTimeAgo } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { NotFoundPage } from '../../app/pages/not-found-page.tsx';
import { appStore } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BoxIcon, ChatIcon, HeartIcon, UserIcon } from '../../ui/icons.tsx';
import { MapView } from '../../ui/map-view.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { isFreeProduct, productPriceText } from '../../ui/price.ts';
import { ProductCard } from '../../ui/product-card.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { StatusSheet, statusLabelKey } from './status-sheet.tsx';
import './product-detail.css';

function Gallery({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const total = product.images.length;
  if (total === 0) {
    return (
      <div className="gallery gallery--empty">
        <BoxIcon size={48} />
        <span>{t('productDetail.noPhoto')}</span>
      </div>
    );
  }
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    setCurrent(Math.min(total, Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1));
  };
  return (
    <div className="gallery">
      <div
        className="gallery__track"
        onScroll={onScroll}
        tabIndex={0}
        aria-label={t('productDetail.gallery')}
      >
        {product.images.map((image, index) => (
          <img
            key={image.id}
            src={image.url}
            alt={`${product.title} ${index + 1}`}
            className="gallery__slide"
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
      </div>
      {total > 1 ? (
        <span className="gallery__count" aria-live="polite">
          {t('productDetail.photoCount', { current, total })}
        </span>
      ) : null}
    </div>
  );
}

function LikeButton({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const like = useProductLike(product.id);
  return (
    <button
      type="button"
      className="like-btn"
      aria-pressed={product.liked}
      aria-label={product.liked ? t('productDetail.unlike') : t('productDetail.like')}
      onClick={() => like.mutate(!product.liked)}
    >
      <HeartIcon size={26} fill={product.liked ? 'currentColor' : 'none'} />
      <span className="like-btn__count">{product.like_count}</span>
    </button>
  );
}

async function shareProduct(product: ProductDetailDto, copiedText: string) {
  const url = `${window.location.origin}/products/share/${product.id}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    window.prompt('', url);
    return;
  }
  appStore.setState({ popMessage: { kind: 'info', message: copiedText } });
}

/** Opens (or creates) the member's room about this post; a visitor is sent to sign in first. */
function ChatButton({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const room = await openChat(product.id);
          navigate(`/chats/${room.id}`);
        } catch {
          // 401 goes to sign-in and 403 shows its message (the API client does both).
        } finally {
          setBusy(false);
        }
      }}
    >
      <ChatIcon size={18} />
      {t('productDetail.chat')}
    </Button>
  );
}

function OwnerActions({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [statusOpen, setStatusOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  async function remove() {
    setDeleting(false);
    try {
      await deleteProduct(product.id);
      navigate('/mypage/products/indexBySell', { replace: true });
    } catch {
      // 403/404 are shown by the client.
    }
  }

  return (
    <section className="detail-section owner-actions" aria-label={t('productDetail.manage')}>
      <h2 className="detail-section__title">{t('productDetail.manage')}</h2>
      <div className="owner-actions__grid">
        <Link to={`/products/create?id=${product.id}`} className="btn btn--secondary btn--sm">
          {t('productDetail.edit')}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => setStatusOpen(true)}>
          {t('productDetail.changeStatus')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void setProductHidden(product.id, !product.is_hidden).catch(() => undefined)}
        >
          {product.is_hidden ? t('productDetail.unhide') : t('productDetail.hide')}
        </Button>
        <Button variant="secondary" size="sm" className="btn--danger" onClick={() => setDeleting(true)}>
          {t('productDetail.delete')}
        </Button>
      </div>
      <StatusSheet product={product} open={statusOpen} onClose={() => setStatusOpen(false)} />
      <ConfirmDialog
        open={deleting}
        title={t('productDetail.deleteTitle')}
        onClose={() => setDeleting(false)}
        confirmLabel={t('productDetail.delete')}
        destructive
        onConfirm={() => void remove()}
      >
        {t('productDetail.deleteBody')}
      </ConfirmDialog>
    </section>
  );
}

function Detail({ product }: { product: ProductDetailDto }) {
  const { t, language } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: categories } = useCategories('product');
  const isMine = product.is_mine || (user != null && user.id === product.user.id);
  const free = isFreeProduct(product);
  const region = [product.city, product.county].filter(Boolean).join(' ');
  const seller = product.seller;
  const details: [string, string | null][] = [
    [t('productDetail.manufacturer'), product.manufacturer],
    [t('productDetail.model'), product.model],
    [t('productDetail.yearMade'), product.year_made ? String(product.year_made) : null],
    [
      t('productDetail.condition'),
      product.condition_grade ? t('productDetail.grade', { grade: product.condition_grade }) : null,
    ],
  ];
  const shownDetails = details.filter(([, value]) => value);
  const preparing = () => appStore.setState({ popMessage: { kind: 'preparing' } });
  return (
    <div className="page product-detail">
      <PageTitleBar title={product.title} />
      <Gallery product={product} />
      <section className="seller-card">
        <span className="seller-card__avatar">
          {seller.profile_image_url ? <img src={seller.profile_image_url} alt="" /> : <UserIcon size={24} />}
        </span>
        <div className="seller-card__body">
          <p className="seller-card__name">{seller.nickname}</p>
          <p className="seller-card__sub">
            {[
              [seller.city, seller.county].filter(Boolean).join(' '),
              t('productDetail.sellerPosts', { count: seller.product_count }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="seller-card__sub">
            {t('productDetail.manner', {
              good: seller.manner.good,
              reviews: seller.manner.review_count,
            })}
          </p>
        </div>
      </section>
      {product.is_hidden ? <p className="detail-notice">{t('productDetail.hiddenNotice')}</p> : null}
      <section className="detail-main">
        <div className="detail-main__tags">
          <span className={`tag tag--${product.status}`}>{t(statusLabelKey(product))}</span>
          <span className="tag tag--neutral">{t(`products.type.${product.type}`)}</span>
          {product.is_hidden ? <span className="tag tag--hidden">{t('status.hidden')}</span> : null}
        </div>
        <h1 className="detail-main__title">{product.title}</h1>
        <p className="detail-main__meta">
          {[
            categories?.find((c) => c.id === product.category_id)?.title ?? null,
            region,
            formatTimeAgo(product.created_at, language),
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
        {product.buyer ? (
          <p className="detail-main__meta">
            {t('productDetail.buyer', { nickname: product.buyer.nickname })}
          </p>
        ) : null}
        <p className="detail-main__description">{product.description}</p>
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
            t('productDetail.views', { count: product.view_count }),
            t('productDetail.likeCount', { count: product.like_count }),
            `${t('products.chats')} ${product.chat_count}`,
          ].join(' · ')}
        </p>
      </section>
      {shownDetails.length > 0 ? (
        <section className="detail-section">
          <h2 className="detail-section__title">{t('productDetail.details')}</h2>
          <dl className="spec-table">
            {shownDetails.map(([label, value]) => (
              <div key={label} className="spec-table__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {product.place_name ? (
        <section className="detail-section">
          <h2 className="detail-section__title">{t('productDetail.place')}</h2>
          <p className="detail-place">{product.place_name}</p>
          {product.lat != null && product.lon != null ? (
            <MapView
              lat={product.lat}
              lon={product.lon}
              pinned
              zoom={15}
              label={t('productDetail.map')}
              failedText={t('productDetail.mapFailed')}
            />
          ) : null}
        </section>
      ) : null}
      {isMine ? <OwnerActions product={product} /> : null}
      {product.seller_products.length > 0 ? (
        <section className="detail-section detail-section--flush">
          <h2 className="detail-section__title">
            {t('productDetail.sellerProducts', { nickname: seller.nickname })}
          </h2>
          <ul className="product-list">
            {product.seller_products.map((other) => (
              <ProductCard key={other.id} product={other} />
            ))}
          </ul>
        </section>
      ) : null}
      <div className="detail-bar">
        {isMine ? null : <LikeButton product={product} />}
        <div className="detail-bar__price">
          <strong>{productPriceText(product, t, language)}</strong>
          {product.price_negotiable && !free ? <span>{t('products.negotiable')}</span> : null}
        </div>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('productDetail.share')}
          onClick={() => void shareProduct(product, t('productDetail.linkCopied'))}
        >
          <ShareIcon />
        </button>
        {isMine ? (
          <Link to={`/chats?product_id=${product.id}`} className="btn btn--primary btn--sm">
            <ChatIcon size={18} />
            {t('chats.viewChats', { count: product.chat_count })}
          </Link>
        ) : (
          <>
            <Button variant="ghost" size="sm" onClick={preparing}>
              {t('productDetail.report')}
            </Button>
            <ChatButton product={product} />
          </>
        )}
      </div>
    </div>
  );
}

function ShareIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 3v12M7 8l5-5 5 5" />
      <path d="M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    </svg>
  );
}

/** /products/{id}: gallery, status, price, details, place map, seller, likes, owner actions. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useQuery(productDetailQuery(id));
  if (query.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (query.isError) {
    if (isApiError(query.error, 404)) return <NotFoundPage />;
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <Detail product={query.data} />;
}

export { ProductDetailPage as Component };
