import { createPrivateKey, createSign } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SocialProvider } from '@steelyard/contracts';
import type { SocialProviderConfig } from '../../config.ts';

/** What the server keeps between sending a browser to a provider and its callback. */
export interface PendingAuthorization {
  provider: SocialProvider;
  state: string;
  nonce?: string;
  codeVerifier?: string;
  redirect?: string;
  expiresAt: number;
}

/** The identity a provider vouched for. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  /** True only when the provider says it checked the address (the rule for linking an account). */
  emailVerified: boolean;
  name: string | null;
}

/** A provider's refusal or a failed check; `reason` is what /socialLogin?error= shows. */
export class SocialSignInError extends Error {
  constructor(
    readonly reason: 'denied' | 'state' | 'nonce' | 'failed',
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

export interface SocialProviderClient {
  id: SocialProvider;
  /** Where to send the browser; the returned pending record goes into the session. */
  start(redirect: string | undefined): Promise<{ url: URL; pending: PendingAuthorization }>;
  /** Exchanges the callback's code (state, nonce and PKCE checked) for the member's identity. */
  finish(callbackUrl: URL, pending: PendingAuthorization, appleUser?: string): Promise<SocialIdentity>;
}

const PENDING_TTL_MS = 10 * 60 * 1000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain HTTP is allowed only to a provider on loopback (the local OIDC server of the tests). */
function allowLoopbackHttp(config: oidc.Configuration, urls: (string | undefined)[]) {
  const insecure = urls.filter(Boolean).map((u) => new URL(u!));
  if (insecure.some((u) => u.protocol === 'http:')) {
    if (!insecure.every((u) => u.protocol === 'https:' || LOOPBACK.has(u.hostname)))
      throw new Error('Social sign-in endpoints must use HTTPS (plain HTTP only on loopback).');
    oidc.allowInsecureRequests(config);
  }
}

/**
 * Apple's client secret is a short-lived ES256 JWT signed with the team's key
 * (https://developer.apple.com/documentation/accountorganizationaldatasharing/creating-a-client-secret).
 */
export function signAppleClientSecret(
  clientId: string,
  key: { teamId: string; keyId: string; privateKey: string },
  audience: string,
  now = Date.now(),
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(now / 1000);
  const input = `${encode({ alg: 'ES256', kid: key.keyId })}.${encode({
    iss: key.teamId,
    iat,
    exp: iat + 60 * 60,
    aud: audience,
    sub: clientId,
  })}`;
  const signature = createSign('SHA256')
    .update(input)
    .sign({ key: createPrivateKey(key.privateKey), dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

function appleSecretSource(config: SocialProviderConfig): () => string {
  if (!config.apple) return () => config.clientSecret ?? '';
  let cached: { value: string; until: number } | undefined;
  return () => {
    if (!cached || cached.until < Date.now()) {
      cached = {
        value: signAppleClientSecret(config.clientId, config.apple!, config.issuer!),
        until: Date.now() + 50 * 60 * 1000,
      };
    }
    return cached.value;
  };
}

/** Maps the library's refusals onto what the member is told. */
function classify(error: unknown): SocialSignInError {
  if (error instanceof SocialSignInError) return error;
  if (error instanceof oidc.AuthorizationResponseError)
    return new SocialSignInError(error.error === 'access_denied' ? 'denied' : 'failed', error.message);
  // The library's error names the failed check in its cause chain ('unexpected ID Token "nonce" …').
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error && messages.length < 5; e = e.cause)
    messages.push(e.message);
  const text = messages.join(' | ');
  if (/nonce/i.test(text)) return new SocialSignInError('nonce', text);
  if (/"?state"?/i.test(text) && /unexpected|mismatch|missing/i.test(text))
    return new SocialSignInError('state', text);
  return new SocialSignInError('failed', text);
}

const asString = (value: unknown) => (typeof value === 'string' && value ? value : null);
const isTrue = (value: unknown) => value === true || value === 'true';

/** Builds the configured providers: Naver (OAuth 2.0 + profile API), Google and Apple (OIDC). */
export function createSocialProviders(
  configs: Partial<Record<SocialProvider, SocialProviderConfig>>,
  publicUrl: string,
): Partial<Record<SocialProvider, SocialProviderClient>> {
  const clients: Partial<Record<SocialProvider, SocialProviderClient>> = {};
  const callbackUrl = (id: SocialProvider) => new URL(`/api/auth/${id}/callback`, publicUrl).href;

  for (const [id, providerConfig] of Object.entries(configs) as [SocialProvider, SocialProviderConfig][]) {
    const config = providerConfig;
    const isOidc = id !== 'naver';
    const secret = id === 'apple' ? appleSecretSource(config) : () => config.clientSecret ?? '';
    const configuration = () => {
      const server: oidc.ServerMetadata = {
        issuer: config.issuer ?? new URL(config.authorizeUrl).origin,
        authorization_endpoint: config.authorizeUrl,
        token_endpoint: config.tokenUrl,
        ...(config.jwksUrl ? { jwks_uri: config.jwksUrl } : {}),
      };
      // Naver, Google and Apple all take the client secret in the token request's body.
      const c = new oidc.Configuration(server, config.clientId, undefined, oidc.ClientSecretPost(secret()));
      allowLoopbackHttp(c, [config.authorizeUrl, config.tokenUrl, config.jwksUrl, config.profileUrl]);
      // Check the ID token's signature against the provider's keys, not only its claims.
      if (isOidc) oidc.enableNonRepudiationChecks(c);
      return c;
    };
    // Built per use for Apple (its secret expires); cheap, no network.
    let shared: oidc.Configuration | undefined;
    const getConfiguration = () => (id === 'apple' ? configuration() : (shared ??= configuration()));

    clients[id] = {
      id,
      async start(redirect) {
        const pending: PendingAuthorization = {
          provider: id,
          state: oidc.randomState(),
          redirect,
          expiresAt: Date.now() + PENDING_TTL_MS,
        };
        const params: Record<string, string> = {
          redirect_uri: callbackUrl(id),
          response_type: 'code',
          state: pending.state,
        };
        if (id === 'google') {
          // Google takes PKCE and a nonce.
          pending.nonce = oidc.randomNonce();
          pending.codeVerifier = oidc.randomPKCECodeVerifier();
          params.scope = 'openid email profile';
          params.nonce = pending.nonce;
          params.code_challenge = await oidc.calculatePKCECodeChallenge(pending.codeVerifier);
          params.code_challenge_method = 'S256';
          params.prompt = 'select_account';
        } else if (id === 'apple') {
          // Apple answers by form post when name or email is asked for; it takes no PKCE.
          pending.nonce = oidc.randomNonce();
          params.scope = 'name email';
          params.nonce = pending.nonce;
          params.response_mode = 'form_post';
        }
        // Naver: arctic's and many clients leave `state` out; here it is sent and checked.
        return { url: oidc.buildAuthorizationUrl(getConfiguration(), params), pending };
      },

      async finish(url, pending, appleUser) {
        const error = url.searchParams.get('error');
        if (error) throw new SocialSignInError(error === 'access_denied' ? 'denied' : 'failed', error);
        if (pending.provider !== id || url.searchParams.get('state') !== pending.state)
          throw new SocialSignInError('state');
        try {
          const config = getConfiguration();
          const tokens = await oidc.authorizationCodeGrant(config, url, {
            expectedState: pending.state,
            expectedNonce: pending.nonce,
            pkceCodeVerifier: pending.codeVerifier,
            idTokenExpected: isOidc,
          });
          if (isOidc) {
            const claims = tokens.claims();
            if (!claims) throw new SocialSignInError('failed', 'no id_token');
            if (pending.nonce && claims.nonce !== pending.nonce) throw new SocialSignInError('nonce');
            return {
              provider: id,
              subject: claims.sub,
              email: asString(claims.email)?.toLowerCase() ?? null,
              emailVerified: isTrue(claims.email_verified),
              name: asString(claims.name) ?? appleName(appleUser),
            };
          }
          return await fetchNaverProfile(config, tokens.access_token, providerConfig.profileUrl!);
        } catch (caught) {
          throw classify(caught);
        }
      },
    };
  }
  return clients;

  async function fetchNaverProfile(
    config: oidc.Configuration,
    accessToken: string,
    profileUrl: string,
  ): Promise<SocialIdentity> {
    const response = await oidc.fetchProtectedResource(config, accessToken, new URL(profileUrl), 'GET');
    if (!response.ok) throw new SocialSignInError('failed', `naver profile ${response.status}`);
    const body = (await response.json()) as { resultcode?: string; response?: Record<string, unknown> };
    const profile = body.response;
    const subject = asString(profile?.id);
    if (body.resultcode !== '00' || !profile || !subject)
      throw new SocialSignInError('failed', 'naver profile');
    const email = asString(profile.email)?.toLowerCase() ?? null;
    return {
      provider: 'naver',
      subject,
      email,
      // Naver does not say whether an address was checked; only its own mailboxes are certain.
      emailVerified: Boolean(email && email.endsWith('@naver.com')),
      name: asString(profile.name) ?? asString(profile.nickname),
    };
  }
}

/** Apple sends the name once, on the first consent, as JSON in the form post's `user`. */
function appleName(user: string | undefined): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: string; lastName?: string } };
    const name = [parsed.name?.firstName, parsed.name?.lastName].filter(Boolean).join(' ').trim();
    return name ? name.slice(0, 50) : null;
  } catch {
    return null;
  }
}
