import {
  errorResponseSchema,
  oneOf,
  redirectSchema,
  signInOptionsDtoSchema,
  socialPendingDtoSchema,
  socialSignupResponseSchema,
  SOCIAL_PROVIDERS,
  socialCallbackSchema,
  socialProviderParamSchema,
  socialSignupSchema,
  socialStartQuerySchema,
  type SignInOptionsDto,
  type SocialPendingDto,
} from '@steelyard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { toUserDto } from '../users/users.presenter.ts';
import { createSocialProviders } from './social.providers.ts';
import {
  beginSocialSignIn,
  completeSocialSignup,
  finishSocialSignIn,
  getClient,
  readPendingSignup,
  type SocialSession,
} from './social.service.ts';

/**
 * Social sign-in (Naver, Google, Apple): authorization-code flow with state, a nonce for the OIDC
 * providers and PKCE where taken. The browser goes `GET /api/auth/{provider}` → provider →
 * `/api/auth/{provider}/callback` → back to the web app (signed in, or /socialLogin).
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, storage } = app.deps;
  /** This request's session, for the service: read and written through app.sessions. */
  const sessionOf = (request: FastifyRequest, reply: FastifyReply): SocialSession => ({
    data: () => request.session?.data ?? {},
    ensure: async () => (await app.sessions.ensure(request, reply)).data,
    save: (data) => app.sessions.saveData(request, data),
    signIn: async (userId) => void (await app.sessions.signIn(request, reply, userId)),
  });
  const clients = createSocialProviders(config.social, config.publicUrl);
  const tags = ['session'];
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/api/auth/providers',
    { schema: { tags, response: { 200: oneOf(signInOptionsDtoSchema) } } },
    async () =>
      one<SignInOptionsDto>({
        providers: SOCIAL_PROVIDERS.filter((id) => clients[id]),
        sample_login: config.sampleLogin,
      }),
  );

  // The identity waiting for the sign-up form (404 when there is none or it expired).
  app.get(
    '/api/auth/social/pending',
    { schema: { tags, response: { 200: oneOf(socialPendingDtoSchema) } } },
    async (request, reply) => {
      const pending = readPendingSignup(sessionOf(request, reply));
      if (!pending) throw notFound();
      return one<SocialPendingDto>({ provider: pending.provider, email: pending.email, name: pending.name });
    },
  );

  app.get(
    '/api/auth/:provider',
    {
      schema: {
        tags,
        params: socialProviderParamSchema,
        querystring: socialStartQuerySchema,
        response: { 302: redirectSchema('To the provider’s sign-in page.') },
      },
      config: limit,
    },
    async (request, reply) => {
      const client = getClient(clients, request.params.provider);
      const url = await beginSocialSignIn(sessionOf(request, reply), client, request.query.redirect);
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/api/auth/:provider/callback',
    {
      schema: {
        tags,
        params: socialProviderParamSchema,
        querystring: socialCallbackSchema,
        response: { 302: redirectSchema('Back to the web app: signed in, or /socialLogin with the reason.') },
      },
      config: limit,
    },
    async (request, reply) => {
      const client = getClient(clients, request.params.provider);
      const query = request.query;
      // The callback address as the provider called it (the redirect_uri sent), with its answer.
      const url = new URL(`/api/auth/${client.id}/callback`, config.publicUrl);
      for (const key of ['code', 'state', 'error'] as const) {
        if (query[key]) url.searchParams.set(key, query[key]);
      }
      const session = sessionOf(request, reply);
      const target = await finishSocialSignIn(db, session, request.log, client, url, query.user);
      return reply.redirect(target, 302);
    },
  );

  // Apple answers with a cross-site form post, which carries no SameSite=Lax session cookie:
  // turn it into a top-level GET to the same callback, which does. Its id_token is not trusted
  // from the front channel; the code is exchanged and the token endpoint's id_token checked.
  app.post(
    '/api/auth/:provider/callback',
    {
      schema: {
        tags,
        params: socialProviderParamSchema,
        body: socialCallbackSchema,
        response: { 303: redirectSchema('Apple’s form post, turned into the GET callback.') },
      },
      config: { ...limit, csrf: false },
    },
    async (request, reply) => {
      if (request.params.provider !== 'apple') throw notFound();
      const body = request.body;
      const next = new URLSearchParams();
      for (const key of ['code', 'state', 'error', 'user'] as const) {
        if (body[key]) next.set(key, body[key]);
      }
      return reply.redirect(`/api/auth/apple/callback?${next}`, 303);
    },
  );

  app.post(
    '/api/auth/social/complete',
    {
      schema: {
        tags,
        body: socialSignupSchema,
        response: { 201: socialSignupResponseSchema, 410: errorResponseSchema },
      },
      config: limit,
    },
    async (request, reply) => {
      const { user, redirect } = await completeSocialSignup(
        db,
        sessionOf(request, reply),
        request.ctx,
        request.body,
      );
      reply.issueCsrfCookie();
      return reply.status(201).send({ data: toUserDto(user, storage), meta: { redirect } });
    },
  );
};
