import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  COUNTRY_CODE,
  COUNTRY_HEADER,
  LANGUAGE_HEADER,
  PUSH_TOKEN_HEADER,
  pickLanguage,
  type Language,
} from '@steelyard/contracts';

export interface RequestContext {
  /** From Accept-Language: ko, en, de or ja (Korean when none fits). */
  language: Language;
  /** The client's server country (X-Country), or the configured default. */
  country: string;
  /** The device's push token (X-Push-Token), when the native app has one. */
  pushToken: string | null;
}

async function requestContextPlugin(app: FastifyInstance, options: { defaultCountry: string }) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    const country = String(request.headers[COUNTRY_HEADER.toLowerCase()] ?? '').toUpperCase();
    const pushToken = String(request.headers[PUSH_TOKEN_HEADER.toLowerCase()] ?? '').trim();
    request.ctx = {
      language: pickLanguage(request.headers[LANGUAGE_HEADER.toLowerCase()] as string | undefined),
      country: COUNTRY_CODE.test(country) ? country : options.defaultCountry,
      pushToken: pushToken && pushToken.length <= 512 ? pushToken : null,
    };
  });
}

export default fp(requestContextPlugin, { name: 'request-context' });
