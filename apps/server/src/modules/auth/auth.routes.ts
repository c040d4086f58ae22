import {
  errorResponseSchema,
  loginSchema,
  noContentSchema,
  oneOf,
  userDtoSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { countUnreadAlarms } from '../alarms/alarms.repository.ts';
import { clearPushToken, findUserById, updateUser } from '../users/users.repository.ts';
import { toUserDto } from '../users/users.presenter.ts';
import { countUnreadMessages } from '../chats/chats.repository.ts';
import { authenticateWithPassword, passwordSignInAccount } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['session'],
        body: loginSchema,
        response: { 200: oneOf(userDtoSchema), 403: errorResponseSchema },
      },
      // Per address here; failed attempts per account and address in the handler.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const account = await passwordSignInAccount(db, request.body.email);
      const user = await app.accountLimits.signIn.attempt(request, account, () =>
        authenticateWithPassword(db, request.body),
      );
      await app.sessions.signIn(request, reply, user.id);
      reply.issueCsrfCookie();
      return one(toUserDto(user, storage));
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['session'], response: { 204: noContentSchema } } },
    async (request, reply) => {
      if (request.user) {
        // Logging out clears the push token of this device (spec §6).
        const user = await findUserById(db, request.user.id);
        const deviceToken = request.ctx.pushToken;
        if (user?.push_token && (!deviceToken || deviceToken === user.push_token)) {
          await updateUser(db, user.id, { push_token: null });
        } else if (deviceToken) {
          await clearPushToken(db, deviceToken);
        }
      }
      await app.sessions.end(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/user',
    { schema: { tags: ['session'], security: signedIn, response: { 200: oneOf(userDtoSchema) } } },
    async (request) => {
      const { id } = requireUser(request);
      const [user, alarms, messages] = await Promise.all([
        findUserById(db, id),
        countUnreadAlarms(db, id),
        countUnreadMessages(db, id),
      ]);
      return one(toUserDto(user!, storage, { alarms, messages }));
    },
  );
};
