import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH, z } from '@steelyard/contracts';
import { SESSION_COOKIE } from './session.ts';
import { operationIdOf, summaryOf } from './openapi-operations.ts';
import { ERROR_DESCRIPTIONS } from './responses.ts';

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;

const SUCCESS_DESCRIPTIONS: Record<string, string> = { '200': 'OK', '201': 'Created' };

/** An operation open to visitors, which a member's session may change (their likes, their language). */
const visitorOrMember = [{}, { session: [] }];

/**
 * The zod transform, with the descriptions of the statuses (a schema's own description wins for a
 * success), and each operation's id, summary and security (a route's own win).
 */
const transform: Transform = (document) => {
  const result = jsonSchemaTransform(document);
  const { route, url } = document;
  const method = [route.method].flat()[0]!;
  const schema = result.schema as { operationId?: string; summary?: string; security?: unknown[] };
  schema.operationId ??= operationIdOf(method, url);
  schema.summary ??= summaryOf(method, url);
  schema.security ??= visitorOrMember;
  const response = (result.schema as { response?: Record<string, object> }).response;
  for (const [status, answer] of Object.entries(response ?? {})) {
    const description =
      ERROR_DESCRIPTIONS[status] ??
      (answer as { description?: string }).description ??
      SUCCESS_DESCRIPTIONS[status];
    if (description) response![status] = { ...answer, description };
  }
  return result;
};

/**
 * The components of every registered schema, without the input copies nothing refers to (the
 * registered schemas are response shapes; request schemas are inlined where they are used).
 */
const transformObject: TransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as ReturnType<TransformObject> & {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = openapi.components?.schemas ?? {};
  const used = JSON.stringify({
    paths: openapi.paths,
    outputs: Object.entries(schemas).filter(([id]) => !id.endsWith('Input')),
  });
  for (const id of Object.keys(schemas)) {
    if (id.endsWith('Input') && !used.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
  }
  return openapi;
};

/** The OpenAPI document at /api/docs, generated from the same zod schemas that validate and serialize. */
async function openapiPlugin(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      // 3.1: a nullable object is `anyOf: [{$ref}, {type: 'null'}]`, which 3.0 cannot say.
      openapi: '3.1.0',
      servers: [{ url: options.publicUrl }],
      info: {
        title: 'Steelyard API',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description: `Cookie session with CSRF: GET ${CSRF_PATH}, then send the ${CSRF_COOKIE} cookie back in ${CSRF_HEADER} on every mutating request.`,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform,
    transformObject,
  });
  app.get(
    '/api/docs',
    { schema: { hide: true, response: { 200: z.looseObject({ openapi: z.string() }) } } },
    async () => app.swagger(),
  );
}

export default fp(openapiPlugin, { name: 'openapi' });
