/**
 * A notice's, FAQ answer's or event's body. The server sanitised it with its allow-list when an
 * admin wrote it (apps/server/src/lib/html.ts: no script, no `on*` handler, no `javascript:`), so
 * it is rendered as HTML; the page's CSP refuses inline script besides. A body without markup
 * (older, plain-text rows) keeps its line breaks as text.
 */
export function RichText({ html }: { html: string }) {
  if (!/<[a-z]/iu.test(html)) return <div className="prose">{html}</div>;
  // Sanitised on the server with an allow-list (see above).
  return <div className="prose prose--html" dangerouslySetInnerHTML={{ __html: html }} />;
}
