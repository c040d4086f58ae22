import { LANGUAGE_PARAMETER, LANGUAGES, type Language } from '@steelyard/contracts';

/*
 * What a page tells search engines and the apps a link is shared in, in its <head>: the canonical
 * address, Open Graph and Twitter card tags, schema.org JSON-LD, and `noindex` for a page that is
 * gone. Drawn pages (`web-app.ts`) and the share page (`products.share-routes.ts`) use it.
 */

export interface PageHead {
  title: string;
  description: string;
  /** The page's own absolute address, in no language of its own (the reader's, `x-default`). */
  canonical: string;
  /** The language the address asked for (`?lang=`): the canonical address is that version's. */
  asked?: Language | null;
  type: 'website' | 'product';
  /** The absolute address of the first photo. */
  image?: string | null;
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData?: object[];
}

export const SITE_NAME = 'Steelyard';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One line of description: whitespace folded, at most 160 characters. */
export const shortDescription = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 160);

/** The address of `canonical`'s version in `language`. */
const inLanguage = (canonical: string, language: Language) => {
  const url = new URL(canonical);
  url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.toString();
};

/**
 * The head's tags for `head` (the <title> apart: `withHead` replaces the page's own): the
 * canonical address, the `hreflang` alternates of every language and `x-default` (the reader's
 * language), Open Graph, Twitter card, JSON-LD.
 */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'property' | 'name', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}">`;
  const canonical = head.asked ? inLanguage(head.canonical, head.asked) : head.canonical;
  return [
    link('canonical', canonical),
    ...LANGUAGES.map((language) => link('alternate', inLanguage(head.canonical, language), language)),
    link('alternate', head.canonical, 'x-default'),
    meta('name', 'description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.structuredData ?? []).map(
      (data) =>
        `<script type="application/ld+json">${scriptSafe({ '@context': 'https://schema.org', ...data })}</script>`,
    ),
  ].join('');
}

/** `html` with `head`'s title and tags (a replacer function: a title may hold `$&`). */
export function withHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)} · ${SITE_NAME}</title>`)
    .replace('</head>', () => `${headTags(head)}</head>`);
}

/** A page that is gone: kept out of search engines. */
export const withNoindex = (html: string) =>
  html.replace('</head>', '<meta name="robots" content="noindex"></head>');
