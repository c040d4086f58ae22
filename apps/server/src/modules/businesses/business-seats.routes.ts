import {
  businessSeatsDtoSchema,
  idParamSchema,
  mySeatDtoSchema,
  noContentSchema,
  oneOf,
  seatInvitationDtoSchema,
  seatInvitationInputSchema,
  seatRedeemInputSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import {
  findMySeat,
  inviteSeat,
  leaveSeat,
  listSeatsOfOwner,
  redeemSeat,
  removeBusinessSeat,
  revokeSeatInvitation,
} from './business-seats.service.ts';
import { toBusinessSeatsDto, toMySeatDto, toSeatInvitationDto } from './businesses.presenter.ts';

/**
 * Company seats (issue 30): the owner's seats and invitations under `/api/businesses/mine`, and a
 * member's own seat under `/api/businessSeats` (take one with a code, read it, leave it).
 */
export const businessSeatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['businesses'];
  const security = signedIn;

  app.get(
    '/api/businesses/mine/seats',
    { schema: { tags, security, response: { 200: oneOf(businessSeatsDtoSchema) } } },
    async (request) =>
      one(toBusinessSeatsDto(await listSeatsOfOwner(db, requireUser(request).id, new Date()))),
  );

  app.post(
    '/api/businesses/mine/seatInvitations',
    {
      schema: {
        tags,
        security,
        body: seatInvitationInputSchema,
        response: { 201: oneOf(seatInvitationDtoSchema) },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request);
      const mail = { senders: app.senders, background: app.background, language: request.ctx.language };
      const invitation = await inviteSeat(db, mail, owner.id, request.body.email, new Date());
      return reply.status(201).send(one(toSeatInvitationDto(invitation)));
    },
  );

  app.delete(
    '/api/businesses/mine/seatInvitations/:id',
    { schema: { tags, security, params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await revokeSeatInvitation(db, requireUser(request).id, request.params.id, new Date());
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/businesses/mine/seats/:id',
    { schema: { tags, security, params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await removeBusinessSeat(db, requireUser(request).id, request.params.id, new Date());
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/businessSeats/mine',
    { schema: { tags, security, response: { 200: oneOf(mySeatDtoSchema.nullable()) } } },
    async (request) => {
      const seat = await findMySeat(db, requireUser(request).id);
      return one(seat ? toMySeatDto(seat) : null);
    },
  );

  app.post(
    '/api/businessSeats',
    {
      schema: { tags, security, body: seatRedeemInputSchema, response: { 201: oneOf(mySeatDtoSchema) } },
    },
    async (request, reply) => {
      const member = requireUser(request);
      await redeemSeat(db, member.id, request.body.code, new Date());
      const seat = await findMySeat(db, member.id);
      if (!seat) throw new Error('a seat just taken is missing');
      return reply.status(201).send(one(toMySeatDto(seat)));
    },
  );

  app.delete(
    '/api/businessSeats/mine',
    { schema: { tags, security, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await leaveSeat(db, requireUser(request).id, new Date());
      return reply.status(204).send();
    },
  );
};
