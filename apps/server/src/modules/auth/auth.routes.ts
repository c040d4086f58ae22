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
import { toUserDto } from '../users/users.presenter.ts';
import { authenticateWithPassword, forgetPushTokenOnSignOut, passwordSignInAccount } from './auth.service.ts';
import { currentUserAnswer } from './auth.first-screen.ts';

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
      const user = await app.accountLimits.signIn.attempt(request.ip, account, () =>
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
      if (request.user) await forgetPushTokenOnSignOut(db, request.user.id, request.ctx.pushToken);
      await app.sessions.end(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/user',
    { schema: { tags: ['session'], security: signedIn, response: { 200: oneOf(userDtoSchema) } } },
    async (request) => {
      return currentUserAnswer({ db, storage }, requireUser(request).id);
    },
  );
};
