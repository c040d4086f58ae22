import {
  FIRST_SCREEN_PRODUCT_DETAIL,
  FIRST_SCREEN_PRODUCT_LIST,
  isLanguage,
  LANGUAGE_PARAMETER,
  LIMITS,
  PRODUCT_PHOTO_SIZES,
  productListQuerySchema,
  productPhotoSrcSet,
  productListResponseSchema,
} from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { AppError } from '../../http/errors.ts';
import { listPageHead, productPageHead } from './products.page-head.ts';
import { toProductDetailDto } from './products.presenter.ts';
import { findProduct } from './products.repository.ts';

/** The pages whose first screen is the newest products (home and the list, without filters). */
const LIST_PAGES = new Set(['/', '/products', '/productsSearch']);
/** Thumbnails of the list's first cards, the ones a phone shows without scrolling. */
const LIST_IMAGES = 4;

/**
 * The first screen of the product pages, sent inside their HTML (`http/web-app.ts`): the list's
 * first page for home and the list — exactly the answer of `GET /api/products?cursor=&per_page=20`
 * for this viewer — with its first thumbnails preloaded; a product's page (`GET /api/products/{id}`
 * for this viewer) with its first photo preloaded.
 */
export function productsFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const { storage, db, config } = app.deps;
  const base = config.publicUrl.replace(/\/$/, '');
  const firstPage = productListQuerySchema.parse({ cursor: '', per_page: String(LIMITS.perPageDefault) });
  return async (request) => {
    const url = new URL(request.url, 'http://local');
    // The pages as they are, or in the language `?lang=` asks for (their hreflang versions).
    if ([...url.searchParams.keys()].some((key) => key !== LANGUAGE_PARAMETER)) return null;
    const asked = url.searchParams.get(LANGUAGE_PARAMETER);
    const viewerId = request.user?.id ?? null;
    const { language } = request.ctx;
    if (LIST_PAGES.has(url.pathname)) {
      const answer = productListResponseSchema.parse(
        (await app.productLists.list(viewerId, firstPage)).answer,
      );
      return {
        answers: [{ key: FIRST_SCREEN_PRODUCT_LIST, body: answer }],
        images: answer.data
          .flatMap((product) => (product.thumb_url ? [{ href: product.thumb_url }] : []))
          .slice(0, LIST_IMAGES),
        head: {
          ...listPageHead(base, url.pathname === '/' ? '/' : '/products', language),
          asked: isLanguage(asked) ? asked : null,
        },
      };
    }
    const detail = /^\/products\/(\d{1,9})$/.exec(url.pathname);
    if (detail) {
      // Read without a viewer key: no view is counted here (the app's own request counts it).
      const parts = await app.productPages
        .show(Number(detail[1]), { userId: viewerId, viewerKey: null })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        });
      if (!parts) {
        // Gone for this reader: a deleted post for good (410), a hidden or blocked one 404.
        const row = await findProduct(db, Number(detail[1]));
        return { answers: [], images: [], gone: row?.deleted_at ? 410 : 404 };
      }
      const product = toProductDetailDto(parts, storage);
      const photo = product.images[0];
      const images = photo
        ? [{ href: photo.url, srcset: productPhotoSrcSet(photo), sizes: PRODUCT_PHOTO_SIZES }]
        : [];
      return {
        answers: [{ key: FIRST_SCREEN_PRODUCT_DETAIL, body: { data: product } }],
        images,
        head: { ...productPageHead(product, base, language), asked: isLanguage(asked) ? asked : null },
      };
    }
    return null;
  };
}
