/*
 * Each operation's stable `operationId` and one-line `summary` in the OpenAPI document, made from
 * its method and path unless the route gives its own (`schema.summary`, `schema.operationId`).
 * The same route always gets the same id: a generated client's names do not move.
 */

const VERBS: Record<string, string> = {
  GET: 'Get',
  POST: 'Create',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
};

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
const paramName = (segment: string) => segment.replace(/^[:{]|}$/g, '');
/** `resetPassword`, `freelancer-job` → ['reset', 'password'], ['freelancer', 'job']. */
const wordsOf = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The path's segments after `/api`. */
const segmentsOf = (url: string) => url.split('/').filter((segment) => segment && segment !== 'api');

/** `GET /api/chats/:id/messages` → `getChatsByIdMessages`. */
export function operationIdOf(method: string, url: string): string {
  const parts = segmentsOf(url).flatMap((segment) =>
    isParam(segment) ? ['by', ...wordsOf(paramName(segment))] : wordsOf(segment),
  );
  return method.toLowerCase() + parts.map(capitalized).join('');
}

/**
 * `GET /api/chats/:id/messages` → 'Get chats / messages'; `DELETE /api/searches/:id` → 'Delete
 * searches (one)'; `/api/admin/...` ends with '(back office)'.
 */
export function summaryOf(method: string, url: string): string {
  const segments = segmentsOf(url);
  const admin = segments[0] === 'admin';
  const named = (admin ? segments.slice(1) : segments).filter((segment) => !isParam(segment));
  const what = named.map((segment) => wordsOf(segment).join(' ')).join(' / ');
  const one = isParam(segments.at(-1) ?? '') ? ' (one)' : '';
  const verb = VERBS[method] ?? capitalized(method.toLowerCase());
  return `${verb} ${what}${one}${admin ? ' (back office)' : ''}`;
}
