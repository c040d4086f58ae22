import { OAuth2Server } from 'oauth2-mock-server';

/** The identity the mock provider vouches for on its next token and profile answers. */
export interface MockIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Set to make the ID token carry another nonce than the one sent (a replayed token). */
  nonce?: string;
  /** Set to make the ID token name another issuer than the one the app is configured with. */
  iss?: string;
}

/** The app's provider settings pointing Naver, Google and Apple at a mock provider at `url`. */
export function mockProviderEnv(url: string): Record<string, string> {
  return {
    NAVER_CLIENT_ID: 'naver-client',
    NAVER_CLIENT_SECRET: 'naver-secret',
    NAVER_AUTHORIZE_URL: `${url}/authorize`,
    NAVER_TOKEN_URL: `${url}/token`,
    NAVER_PROFILE_URL: `${url}/userinfo`,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: url,
    GOOGLE_AUTHORIZE_URL: `${url}/authorize`,
    GOOGLE_TOKEN_URL: `${url}/token`,
    GOOGLE_JWKS_URL: `${url}/jwks`,
    APPLE_CLIENT_ID: 'apple-client',
    APPLE_CLIENT_SECRET: 'apple-secret-jwt',
    APPLE_ISSUER: url,
    APPLE_AUTHORIZE_URL: `${url}/authorize`,
    APPLE_TOKEN_URL: `${url}/token`,
    APPLE_JWKS_URL: `${url}/jwks`,
  };
}

/**
 * A local OAuth 2.0 / OpenID Connect provider on loopback (oauth2-mock-server) standing in for
 * Naver, Google and Apple: it signs real ID tokens with its own keys, checks PKCE and echoes the
 * nonce. `env` points the app's provider endpoints at it.
 */
export async function startMockProviders(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  // Bound to 127.0.0.1, the mock would call itself http://localhost:<port> and sign ID tokens with
  // that issuer; the app compares `iss` with its configured issuer to the letter, so the mock is
  // named by the address it listens on (the one the e2e config gives the app, too).
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;
  let identity: MockIdentity = { sub: 'mock-user' };

  server.service.on('beforeTokenSigning', (token) => {
    // Both the access token and the ID token carry the member's claims.
    Object.assign(token.payload, { ...identity });
  });
  // Naver's profile API answers in its own envelope.
  server.service.on('beforeUserinfo', (response) => {
    response.body = {
      resultcode: '00',
      message: 'success',
      response: { id: identity.sub, email: identity.email, name: identity.name },
    };
  });

  const env = mockProviderEnv(url);

  return {
    server,
    url,
    env,
    setIdentity(next: MockIdentity) {
      identity = next;
    },
    /** Follows the provider's authorize step as a browser would (the mock consents at once). */
    async authorize(authorizeUrl: string): Promise<URL> {
      const response = await fetch(authorizeUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`authorize: ${response.status}`);
      return new URL(location);
    },
    stop: () => server.stop(),
  };
}
