import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /api/docs, generated from the same zod schemas that validate. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Steelyard API',
        version: '1.0.0',
        description:
          'Cookie session with CSRF: GET /api/csrf-cookie, then send the XSRF-TOKEN cookie back in X-XSRF-TOKEN on every mutating request.',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
