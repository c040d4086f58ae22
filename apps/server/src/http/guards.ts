import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.ts';
import type { SessionUser } from './session.ts';

/** The signed-in member, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The signed-in admin: 401 when signed out, 403 without the admin flag. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('errors.admin_only');
  return user;
}
