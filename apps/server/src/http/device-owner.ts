import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Whom per-device data belongs to: a signed-in member, or a visitor's device. */
export type DeviceOwner = { userId: number } | { deviceKey: string };

/**
 * The owner of a request's per-device data (recent searches): the member's when signed in; for a
 * visitor, the device's push token (X-Push-Token, stable across the app's sessions) or else the
 * session. With `create`, a visitor with neither gets a session; without it, such a visitor has
 * none (null).
 */
export async function deviceOwnerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create: boolean } = { create: true },
): Promise<DeviceOwner | null> {
  if (request.user) return { userId: request.user.id };
  if (request.ctx.pushToken) return { deviceKey: `push:${request.ctx.pushToken}` };
  const session = options.create ? await app.sessions.ensure(request, reply) : request.session;
  return session ? { deviceKey: `session:${session.id}` } : null;
}
