import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponseSchema, validationFailureSchema } from '@steelyard/contracts';

/** The shared error answers, with what each means; the OpenAPI document shows these words. */
export const ERROR_DESCRIPTIONS: Record<string, string> = {
  '401': 'Not signed in.',
  '403': 'Refused: not an admin, not yours, or not allowed now.',
  '404': 'Not found (or a route parameter that is not an id).',
  '410': 'Expired.',
  '413': 'Too large.',
  '419': 'The CSRF token is missing or wrong; nothing changed.',
  '422': 'Invalid input; nothing changed.',
  '429': 'Too many requests; see Retry-After.',
};

/** OpenAPI: the routes a member must be signed in for (the session cookie). */
export const signedIn = [{ session: [] }];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteSchema = FastifySchema & { response?: Record<string, unknown> };

/** Which shared errors a route may answer, read from how it is declared. */
function errorResponsesFor(route: RouteOptions, schema: RouteSchema) {
  const methods = [route.method].flat();
  const admin = route.url.startsWith('/api/admin/');
  const responses: Record<string, unknown> = { 404: errorResponseSchema };
  if (schema.security || admin)
    Object.assign(responses, { 401: errorResponseSchema, 403: errorResponseSchema });
  if (methods.some((m) => MUTATING.has(m)) && route.config?.csrf !== false)
    responses[419] = errorResponseSchema;
  if (schema.body || schema.querystring) responses[422] = validationFailureSchema;
  if (route.config && 'rateLimit' in route.config) responses[429] = errorResponseSchema;
  return responses;
}

/**
 * Every `/api` route declares its answers (`schema.response`, zod schemas from contracts), and
 * the server serializes through them: a field a presenter adds outside the schema is dropped,
 * a missing one is a 500. A route without them is refused when it is added, so none can slip in.
 * This adds the shared error shapes each route may answer; the route's own entries win.
 */
async function responsesPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as RouteSchema;
    if (!schema.response)
      throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no schema.response`);
    const security = schema.security ?? (route.url.startsWith('/api/admin/') ? signedIn : undefined);
    route.schema = {
      ...schema,
      ...(security ? { security } : {}),
      response: { ...errorResponsesFor(route, schema), ...schema.response },
    };
  });
}

export default fp(responsesPlugin, { name: 'responses' });
