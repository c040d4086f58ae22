import type { FastifyReply } from 'fastify';

/**
 * Lets the browser keep an answer that is the same for every member: reference lists that change
 * only with a deploy or an admin's rare edit (categories, manners, places). The app asks for them
 * at every start; kept for five minutes and used while refreshing for an hour, they cost a phone
 * no round trip on a return visit. `vary` names the request headers the answer depends on.
 * Every other `/api` answer stays `no-store` (`security.ts`).
 */
export function cacheForEveryone(reply: FastifyReply, vary: readonly string[]): void {
  reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
  if (vary.length) reply.header('vary', vary.join(', '));
}
