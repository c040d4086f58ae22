import {
  errorResponseSchema,
  oneOf,
  sampleAccountDtoSchema,
  sampleLoginSchema,
  userDtoSchema,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { requireUserRow } from '../users/users.service.ts';
import { toUserDto } from '../users/users.presenter.ts';
import { toPublicUserDto } from '../users/users.presenter.ts';
import { findSampleAccount, listSampleAccounts } from './samples.repository.ts';

/**
 * Sample login (/loginSample, /samples): one tap signs in as an account the admin marked as a
 * sample. Off unless SAMPLE_LOGIN (on by default outside production); when off, 404.
 */
export const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, storage } = app.deps;
  const tags = ['session'];

  app.addHook('onRequest', async () => {
    if (!config.sampleLogin) throw notFound();
  });

  app.get(
    '/api/samples',
    { schema: { tags, response: { 200: oneOf(z.array(sampleAccountDtoSchema)) } } },
    async () => {
      const rows = await listSampleAccounts(db);
      return one(rows.map((row) => toPublicUserDto(row, storage)));
    },
  );

  app.post(
    '/api/loginSample',
    {
      schema: {
        tags,
        body: sampleLoginSchema,
        response: { 200: oneOf(userDtoSchema), 403: errorResponseSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const sample = await findSampleAccount(db, request.body.user_id);
      if (!sample) throw notFound();
      if (sample.suspended_at) throw new AppError(403, 'auth.suspended');
      await app.sessions.signIn(request, reply, sample.id);
      reply.issueCsrfCookie();
      return one(toUserDto(await requireUserRow(db, sample.id), storage));
    },
  );
};
