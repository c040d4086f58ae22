import type { Language } from '@contracts/languages.ts';
import type { ProductSummaryDto } from '@steelyard/contracts';
import { formatPrice } from '../i18n/format.ts';
import type { TFunction } from '../i18n/i18n.ts';

/** A share post (or a price of 0 outside wanted posts) is free. */
export function isFreeProduct(product: Pick<ProductSummaryDto, 'type' | 'price'>): boolean {
  return product.type === 'share' || (product.price === 0 && product.type !== 'wanted');
}

/** '150,000원', 'Free', 'Price on request': the price as a product shows it, by its country. */
export function productPriceText(
  product: Pick<ProductSummaryDto, 'type' | 'price' | 'country'>,
  t: TFunction,
  language: Language,
): string {
  if (isFreeProduct(product)) return t('products.free');
  if (product.price == null) return t('products.priceOnRequest');
  return formatPrice(product.price, language, product.country);
}
