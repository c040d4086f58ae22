import {
  BUSINESS_LIMITS,
  businessSeatsDtoSchema,
  emptyDataSchema,
  idParamSchema,
  mySeatDtoSchema,
  oneOf,
  seatInvitationDtoSchema,
  seatInvitationInputSchema,
  seatRedeemSchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toBusinessSeatDto, toMySeatDto, toSeatInvitationDto } from './businesses.presenter.ts';
import {
  findMySeat,
  inviteSeat,
  leaveSeat,
  listMySeats,
  redeemSeat,
  removeSeat,
  revokeSeatInvitation,
} from './seats.service.ts';

/** Redemptions per address: a code is 8 of 31 characters, guessed by nobody at this rate. */
const redeemLimit = { rateLimit: { max: 30, timeWindow: 10 * 60_000 } };

/**
 * Company seats (issue 30): the owner's seats and invitations under `/businesses/mine`, and the
 * member's own seat under `/businessSeats` (redeem a code, read it, leave).
 */
export const seatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const mailing = { db, mail: app.senders.mail, background: app.background, publicUrl: config.publicUrl };
  const tags = ['businesses'];
  const security = signedIn;
  const mySeat = async (userId: number) => {
    const seat = await findMySeat(db, userId);
    return one(seat ? toMySeatDto(seat) : null);
  };

  app.get(
    '/api/businesses/mine/seats',
    { schema: { tags, security, response: { 200: oneOf(businessSeatsDtoSchema) } } },
    async (request) => {
      const { seats, invitations } = await listMySeats(db, requireUser(request).id);
      const now = new Date();
      return one({
        seats_max: BUSINESS_LIMITS.seatsMax,
        seats: seats.map(toBusinessSeatDto),
        invitations: invitations.map((row) => toSeatInvitationDto(row, now)),
      });
    },
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
      const user = requireUser(request);
      const row = await inviteSeat(mailing, user.id, request.body.email, request.ctx.language);
      return reply.status(201).send(one(toSeatInvitationDto(row, new Date())));
    },
  );

  app.delete(
    '/api/businesses/mine/seatInvitations/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await revokeSeatInvitation(db, requireUser(request).id, request.params.id);
      return one(null);
    },
  );

  app.delete(
    '/api/businesses/mine/seats/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await removeSeat(db, requireUser(request).id, request.params.id);
      return one(null);
    },
  );

  app.get(
    '/api/businessSeats/mine',
    { schema: { tags, security, response: { 200: oneOf(mySeatDtoSchema.nullable()) } } },
    async (request) => mySeat(requireUser(request).id),
  );

  app.post(
    '/api/businessSeats/redeem',
    {
      schema: {
        tags,
        security,
        body: seatRedeemSchema,
        response: { 200: oneOf(mySeatDtoSchema.nullable()) },
      },
      config: redeemLimit,
    },
    async (request) => {
      const userId = requireUser(request).id;
      await redeemSeat(db, userId, request.body.code);
      return mySeat(userId);
    },
  );

  app.delete(
    '/api/businessSeats/mine',
    { schema: { tags, security, response: { 200: emptyDataSchema } } },
    async (request) => {
      await leaveSeat(db, requireUser(request).id);
      return one(null);
    },
  );
};
