import {
  currencyOfCountry,
  translateMessage,
  type Language,
  type ProductDetailDto,
} from '@steelyard/contracts';
import { shortDescription, SITE_NAME, type PageHead } from '../../http/page-head.ts';

/* The <head> of the product pages (home, the list, a post and its share page): see http/page-head.ts. */

const AVAILABILITY = {
  open: 'https://schema.org/InStock',
  trading: 'https://schema.org/LimitedAvailability',
  completed: 'https://schema.org/SoldOut',
} as const;

/** Home and the list: the site's own description. */
export function listPageHead(base: string, path: '/' | '/products', language: Language): PageHead {
  return {
    title: translateMessage(language, 'page.products_title'),
    description: translateMessage(language, 'page.site_description'),
    canonical: `${base}${path}`,
    type: 'website',
    structuredData: [{ '@type': 'WebSite', name: SITE_NAME, url: `${base}/` }],
  };
}

/**
 * A post: its title (a sold one says so), description and first photo, and schema.org `Product`
 * with its `Offer` (price in the seller's country's currency, used condition, availability from
 * the trade's status; a wanted post offers nothing) and the `BreadcrumbList` home › list › post.
 */
export function productPageHead(product: ProductDetailDto, base: string, language: Language): PageHead {
  const canonical = `${base}/products/${product.id}`;
  const sold = product.status === 'completed';
  const title = sold ? `${product.title} (${translateMessage(language, 'page.sold')})` : product.title;
  const images = product.images.map((image) => new URL(image.url, base).toString());
  const offer =
    product.type === 'wanted'
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url: canonical,
            price: product.type === 'share' ? 0 : (product.price ?? 0),
            priceCurrency: currencyOfCountry(product.country),
            availability: AVAILABILITY[product.status],
            itemCondition: 'https://schema.org/UsedCondition',
            seller: { '@type': 'Person', name: product.user.nickname },
          },
        };
  return {
    title,
    description: shortDescription(product.description) || title,
    canonical,
    type: 'product',
    image: images[0] ?? null,
    structuredData: [
      {
        '@type': 'Product',
        name: product.title,
        description: shortDescription(product.description),
        url: canonical,
        sku: String(product.id),
        ...(images.length ? { image: images } : {}),
        ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
        ...(product.model ? { model: product.model } : {}),
        ...offer,
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: translateMessage(language, 'page.home'), item: `${base}/` },
          { name: translateMessage(language, 'page.products_title'), item: `${base}/products` },
          { name: product.title, item: canonical },
        ].map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })),
      },
    ],
  };
}
