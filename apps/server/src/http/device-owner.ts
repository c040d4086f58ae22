import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteCookieOptions } from './cookies.ts';

/** Whom per-device data belongs to: a signed-in member, or a visitor's device. */
export type DeviceOwner = { userId: number } | { deviceKey: string };

/** A visitor's device id: a random value in a cookie of its own, never a stored row. */
export const VISITOR_COOKIE = 'steelyard_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The visitor's device key (`visitor:<id>`) from their cookie, if they have one. */
export function knownVisitorKey(request: FastifyRequest): string | null {
  const id = request.cookies[VISITOR_COOKIE];
  return id && VISITOR_ID.test(id) ? `visitor:${id}` : null;
}

/**
 * The visitor's device key, a new one set on the reply when they have none: a visitor who only
 * reads so costs the database nothing.
 */
export function visitorKey(request: FastifyRequest, reply: FastifyReply): string {
  const known = knownVisitorKey(request);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(
    VISITOR_COOKIE,
    id,
    siteCookieOptions(request, request.server.deps.config.cookieSecure, VISITOR_MAX_AGE_MS),
  );
  return `visitor:${id}`;
}

/**
 * The owner of a request's per-device data (recent searches): the member's when signed in; for a
 * visitor, the device's push token (X-Push-Token, stable across the app's sessions) or else the
 * visitor cookie, made here when the visitor has none.
 */
export function deviceOwnerOf(request: FastifyRequest, reply: FastifyReply): DeviceOwner {
  return knownDeviceOwnerOf(request) ?? { deviceKey: visitorKey(request, reply) };
}

/** The owner `deviceOwnerOf` finds without making one: null for a visitor the site does not know yet. */
export function knownDeviceOwnerOf(request: FastifyRequest): DeviceOwner | null {
  if (request.user) return { userId: request.user.id };
  if (request.ctx.pushToken) return { deviceKey: `push:${request.ctx.pushToken}` };
  const deviceKey = knownVisitorKey(request);
  return deviceKey ? { deviceKey } : null;
}
