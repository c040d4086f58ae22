import { useState, type UIEvent } from 'react';
import type { ProductDetailDto } from '@steelyard/contracts';
import { PRODUCT_PHOTO_SIZES, productPhotoSrcSet } from '@contracts/protocol.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { BoxIcon } from '../../ui/icons.tsx';

/** The post's photos, swiped sideways, with 'n / total'. */
export function ProductGallery({ product }: { product: ProductDetailDto }) {
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
        // A scrollable region: keyboard users scroll it with the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t('productDetail.gallery')}
      >
        {product.images.map((image, index) => (
          <img
            key={image.id}
            src={image.url}
            srcSet={productPhotoSrcSet(image)}
            sizes={PRODUCT_PHOTO_SIZES}
            alt={`${product.title} ${index + 1}`}
            className="gallery__slide"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            // The first photo paints with the page's first frame; the others off the main thread.
            decoding={index === 0 ? 'sync' : 'async'}
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
