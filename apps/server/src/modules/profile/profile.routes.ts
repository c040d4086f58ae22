import {
  ACCOUNT_LIMITS,
  accountCodeRequestSchema,
  codeSentDtoSchema,
  notificationPreferencesDtoSchema,
  oneOf,
  profileDtoSchema,
  userDtoSchema,
  idParamSchema,
  updateAccountSchema,
  updateNotificationsSchema,
  updateProfileSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { requireUserRow } from '../users/users.service.ts';
import { toUserDto } from '../users/users.presenter.ts';
import { toProfileDto } from './profile.presenter.ts';
import {
  addressIdentity,
  readNotifications,
  sendAccountChangeCode,
  showProfile,
  updateAccount,
  updateNotifications,
  updateProfile,
} from './profile.service.ts';

/**
 * A member's public profile, and the signed-in member's own profile, account and notification
 * settings. The writes take no member id: each changes the signed-in member only.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['users'];
  const security = signedIn;
  const user = oneOf(userDtoSchema);
  const preferences = oneOf(notificationPreferencesDtoSchema);

  /** The signed-in member as `GET /api/user` shows them, after a write. */
  const currentUser = async (id: number) => {
    return one(toUserDto(await requireUserRow(db, id), storage));
  };

  app.get(
    '/api/users/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(profileDtoSchema) } } },
    async (request) =>
      one(toProfileDto(await showProfile(db, request.params.id, request.user?.id ?? null), storage)),
  );

  app.patch(
    '/api/users/profile',
    { schema: { tags, security, body: updateProfileSchema, response: { 200: user } } },
    async (request) => {
      const user = requireUser(request);
      await updateProfile(db, user.id, request.body, request.ctx.country);
      return currentUser(user.id);
    },
  );

  app.post(
    '/api/users/account/code',
    {
      schema: { tags, security, body: accountCodeRequestSchema, response: { 200: oneOf(codeSentDtoSchema) } },
      // Per address here, per new email or number in the handler (as every code send).
      config: { rateLimit: { max: ACCOUNT_LIMITS.codeSendsPerAddressPerHour, timeWindow: '1 hour' } },
    },
    async (request) => {
      const user = requireUser(request);
      await app.accountLimits.codeSends.consume(request, addressIdentity(request.body.address));
      return one(
        await sendAccountChangeCode(
          { db, senders: app.senders, background: app.background },
          user.id,
          request.body,
          request.ctx.language,
        ),
      );
    },
  );

  app.patch(
    '/api/users/account',
    {
      schema: { tags, security, body: updateAccountSchema, response: { 200: user } },
      // The current password is checked here: guessing it is limited like signing in.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request);
      await updateAccount(db, user.id, request.body, request.session?.id ?? null);
      return currentUser(user.id);
    },
  );

  app.get(
    '/api/users/notifications',
    { schema: { tags, security, response: { 200: preferences } } },
    async (request) => one(await readNotifications(db, requireUser(request).id)),
  );

  app.patch(
    '/api/users/notifications',
    { schema: { tags, security, body: updateNotificationsSchema, response: { 200: preferences } } },
    async (request) => one(await updateNotifications(db, requireUser(request).id, request.body)),
  );
};
