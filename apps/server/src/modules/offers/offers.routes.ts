import {
  idParamSchema,
  offerAnswerSchema,
  offerInputSchema,
  offerResultDtoSchema,
  oneOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toOfferRowDto } from './offers.presenter.ts';
import { answerOffer, makeOffer } from './offers.service.ts';
import type { OfferRow } from './offers.repository.ts';

/** Price offers in chat: a buyer's offer on a post, and the answers of the side whose turn it is. */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const deps = { db, storage, realtime: app.realtime, notifier: app.notifier };
  const tags = ['offers'];
  const result = oneOf(offerResultDtoSchema);
  const resultOf = (offer: OfferRow) => one({ offer: toOfferRowDto(offer), room_id: offer.room_id });

  app.post(
    '/api/products/:id/offers',
    {
      schema: {
        tags,
        security: signedIn,
        params: idParamSchema,
        body: offerInputSchema,
        response: { 200: result, 201: result },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { offer, created } = await makeOffer(deps, request.params.id, user.id, request.body);
      return reply.status(created ? 201 : 200).send(resultOf(offer));
    },
  );

  app.post(
    '/api/offers/:id/answer',
    {
      schema: {
        tags,
        security: signedIn,
        params: idParamSchema,
        body: offerAnswerSchema,
        response: { 200: result },
      },
    },
    async (request) =>
      resultOf(await answerOffer(deps, request.params.id, requireUser(request).id, request.body)),
  );
};
