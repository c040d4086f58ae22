import sanitizeHtml from 'sanitize-html';

/**
 * What a rich-text body may hold once stored: the rich-text editor's formatting (paragraphs,
 * headings, bold, italic, underline, strike, lists, quotes, links, images) and nothing else. No
 * script, style, iframe or form; no attribute but the few below (no `on*` handler, no `style`);
 * links only to http(s) and mailto, images only from http(s) or this site's own paths.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Every link opens apart from the app and passes nothing of it on.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    // An image the author gave no text is decorative to a screen reader (alt=""), never unnamed.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
  // An image whose source was refused is dropped rather than kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A rich-text body made safe to render as HTML (see `RICH_TEXT`); '' when nothing is left. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  return clean.replace(/^(?:<p>(?:\s|<br \/>)*<\/p>)+$/u, '');
}
