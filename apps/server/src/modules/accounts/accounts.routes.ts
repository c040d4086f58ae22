import {
  ACCOUNT_LIMITS,
  codeSentDtoSchema,
  emptyDataSchema,
  errorResponseSchema,
  foundIdDtoSchema,
  oneOf,
  resetTokenDtoSchema,
  userDtoSchema,
  contactCodeRequestSchema,
  contactLoginSchema,
  findIdSchema,
  passwordCodeRequestSchema,
  passwordCodeVerifySchema,
  resetPasswordSchema,
  signUpSchema,
  withdrawalSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toUserDto } from '../users/users.presenter.ts';
import {
  authenticateWithContactCode,
  findAccountId,
  resetPassword,
  sendContactLoginCode,
  sendPasswordResetCode,
  signUp,
  verifyPasswordResetCode,
  withdraw,
} from './accounts.service.ts';
import { contactIdentity, emailIdentity } from '../rejoin-bans/rejoin-bans.identities.ts';

const HOUR_MS = 60 * 60 * 1000;
/** What the test-only message sink lists (lib/messaging.ts `SentMessage`). */
const sentMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  sent_at: z.string(),
});
/** Per address: code sends, code checks and look-ups. The per-number/per-email limits are keyed. */
const perAddress = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow } });

/** Sign-up, sign-in by contact, find ID and password, withdrawal. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const sending = { db, senders: app.senders, background: app.background };
  const limits = app.accountLimits;
  const tags = ['accounts'];

  app.post(
    '/api/users',
    {
      schema: { tags, body: signUpSchema, response: { 201: oneOf(userDtoSchema) } },
      config: perAddress(10, HOUR_MS),
    },
    async (request, reply) => {
      const user = await signUp(db, request.body, request.ctx);
      // The new member is signed in at once.
      await app.sessions.signIn(request, reply, user.id);
      reply.issueCsrfCookie();
      return reply.status(201).send(one(toUserDto(user, storage)));
    },
  );

  app.post(
    '/api/loginByContact/code',
    {
      schema: { tags, body: contactCodeRequestSchema, response: { 200: oneOf(codeSentDtoSchema) } },
      config: perAddress(ACCOUNT_LIMITS.codeSendsPerAddressPerHour, HOUR_MS),
    },
    async (request) => {
      await limits.codeSends.consume(request, contactIdentity(request.body.contact));
      return one(await sendContactLoginCode(sending, request.body.contact, request.ctx.language));
    },
  );

  app.post(
    '/api/loginByContact',
    {
      schema: {
        tags,
        body: contactLoginSchema,
        response: { 200: oneOf(userDtoSchema), 403: errorResponseSchema },
      },
      config: perAddress(10, 60_000),
    },
    async (request, reply) => {
      const user = await limits.signIn.attempt(
        request.ip,
        `code:${contactIdentity(request.body.contact)}`,
        () => authenticateWithContactCode(db, request.body),
      );
      await app.sessions.signIn(request, reply, user.id);
      reply.issueCsrfCookie();
      return one(toUserDto(user, storage));
    },
  );

  app.post(
    '/api/users/findId',
    {
      schema: { tags, body: findIdSchema, response: { 200: oneOf(foundIdDtoSchema) } },
      config: perAddress(10, 15 * 60_000),
    },
    async (request) => {
      await limits.lookups.consume(request, contactIdentity(request.body.contact));
      return one(await findAccountId(db, request.body));
    },
  );

  app.post(
    '/api/users/findPassword',
    {
      schema: { tags, body: passwordCodeRequestSchema, response: { 200: oneOf(codeSentDtoSchema) } },
      config: perAddress(ACCOUNT_LIMITS.codeSendsPerAddressPerHour, HOUR_MS),
    },
    async (request) => {
      const body = request.body;
      const target = body.channel === 'email' ? emailIdentity(body.email) : contactIdentity(body.contact);
      await limits.codeSends.consume(request, target);
      return one(await sendPasswordResetCode(sending, body, request.ctx.language));
    },
  );

  app.post(
    '/api/users/findPassword/verify',
    {
      schema: { tags, body: passwordCodeVerifySchema, response: { 200: oneOf(resetTokenDtoSchema) } },
      config: perAddress(20, 15 * 60_000),
    },
    async (request) => one(await verifyPasswordResetCode(db, request.body)),
  );

  app.post(
    '/api/users/resetPassword',
    {
      schema: { tags, body: resetPasswordSchema, response: { 200: emptyDataSchema } },
      config: perAddress(20, 15 * 60_000),
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password, {
        userId: request.user?.id ?? null,
        sessionId: request.session?.id ?? null,
      });
      return one(null);
    },
  );

  app.post(
    '/api/users/remove',
    { schema: { tags, security: signedIn, body: withdrawalSchema, response: { 200: emptyDataSchema } } },
    async (request, reply) => {
      const { id } = requireUser(request);
      await withdraw(db, id);
      await app.sessions.end(request, reply);
      return one(null);
    },
  );

  // Test-only (MESSAGE_SINK; config refuses it in production): the codes an e2e test would read on a phone.
  const sink = app.senders.sink;
  if (sink && !config.isProduction) {
    app.get(
      '/api/dev/messages',
      {
        schema: {
          hide: true,
          querystring: z.object({ to: z.string().optional() }),
          response: { 200: oneOf(z.array(sentMessageSchema)) },
        },
      },
      async (request) => one(sink.list(request.query.to)),
    );
  }
};
