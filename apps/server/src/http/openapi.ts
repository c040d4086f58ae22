import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH } from '@steelyard/contracts';

/** The OpenAPI document at /api/docs, generated from the same zod schemas that validate. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Steelyard API',
        version: '1.0.0',
        description: `Cookie session with CSRF: GET ${CSRF_PATH}, then send the ${CSRF_COOKIE} cookie back in ${CSRF_HEADER} on every mutating request.`,
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
