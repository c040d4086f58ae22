import type { FastifyRequest } from 'fastify';

/** COOKIE_SECURE: 'auto' marks a cookie Secure when the request came over HTTPS. */
export type CookieSecureSetting = 'auto' | 'true' | 'false';

/** The options every cookie of the site is set with: the path, HttpOnly, SameSite=Lax and Secure per COOKIE_SECURE. */
export function siteCookieOptions(request: FastifyRequest, secure: CookieSecureSetting, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure === 'auto' ? request.protocol === 'https' : secure === 'true',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}
