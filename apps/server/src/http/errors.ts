import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translateMessage, type MessageKey } from '@steelyard/contracts';
import { isDatabaseUnavailable } from '../db/database.ts';
import { HASHING_LIMITS, PasswordHashingBusyError } from '../lib/passwords.ts';
import { StorageUnavailableError } from '../lib/storage.ts';

/** What a 503 asks the client to wait while the database is away (a restart takes a few seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Known failures. Services throw these; one handler turns them into the status codes and shapes
 * of design.md §3, with messages in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly headers: Record<string, string> = {},
    /** The message's '{{name}}' values. */
    readonly params?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

/** 422 with messages per field; each message is a key of the shared message tables. */
export class ValidationError extends AppError {
  constructor(
    readonly fieldErrors: Record<
      string,
      (MessageKey | { key: MessageKey; params: Record<string, unknown> })[]
    >,
  ) {
    super(422, 'validation.invalid');
  }
  static field(field: string, key: MessageKey) {
    return new ValidationError({ [field]: [key] });
  }
}

export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');
export const forbidden = (key: MessageKey = 'errors.forbidden') => new AppError(403, key);
export const notFound = () => new AppError(404, 'errors.not_found');
export const csrfMismatch = () => new AppError(419, 'errors.csrf');

function sendValidation(request: FastifyRequest, reply: FastifyReply, errors: Record<string, string[]>) {
  const first = Object.values(errors)[0]?.[0];
  return reply
    .status(422)
    .send({ message: first ?? translateMessage(request.ctx.language, 'validation.invalid'), errors });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.ctx?.language ?? 'ko';
    const say = (key: string, params?: Record<string, unknown>) => translateMessage(language, key, params);

    if (error instanceof ValidationError) {
      const errors: Record<string, string[]> = {};
      for (const [field, keys] of Object.entries(error.fieldErrors)) {
        errors[field] = keys.map((k) => (typeof k === 'string' ? say(k) : say(k.key, k.params)));
      }
      return sendValidation(request, reply, errors);
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: say(error.messageKey, error.params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A bad route parameter is an unknown page (spec §8); a bad body or query is a 422.
      if (error.validationContext === 'params')
        return reply.status(404).send({ message: say('errors.not_found') });
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        // An item of a list is reported on the list (`keywords`, not `keywords/3`): one form field.
        const path = issue.instancePath.split('/').filter((part) => part !== '' && !/^\d+$/.test(part));
        const field = path.join('.') || '_';
        const params = issue.params as { maximum?: unknown; minimum?: unknown };
        const message = say(issue.message ?? 'validation.invalid', {
          max: params.maximum,
          min: params.minimum,
        });
        if (!errors[field]?.includes(message)) (errors[field] ??= []).push(message);
      }
      return sendValidation(request, reply, errors);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: the client may try again in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: say('errors.unavailable') });
    }
    if (error instanceof StorageUnavailableError) {
      request.log.error({ err: error }, 'file storage unavailable');
      return reply.status(507).send({ message: say('errors.storage_full') });
    }
    if (error instanceof PasswordHashingBusyError) {
      request.log.warn('password hashing queue full');
      return reply
        .status(503)
        .header('retry-after', String(HASHING_LIMITS.retryAfterSeconds))
        .send({ message: say('errors.unavailable') });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: say('errors.too_many_requests') });
    }
    if (status === 413) return reply.status(413).send({ message: say('errors.payload_too_large') });
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: say(status === 404 ? 'errors.not_found' : 'errors.bad_request') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: say('errors.server') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: translateMessage(request.ctx?.language ?? 'ko', 'errors.not_found') });
  });
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['request-context'] });
