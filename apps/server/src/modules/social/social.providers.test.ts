import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { signAppleClientSecret } from './social.providers.ts';

describe("Apple's client secret", () => {
  it('is an ES256 JWT from the team key that the public key verifies', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const now = Date.UTC(2026, 10, 23, 9, 0, 0);
    const jwt = signAppleClientSecret(
      'com.steelyard.web',
      { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: pem },
      'https://appleid.apple.com',
      now,
    );
    const [header, payload, signature] = jwt.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
    expect(decode(header!)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    expect(decode(payload!)).toEqual({
      iss: 'TEAM123456',
      sub: 'com.steelyard.web',
      aud: 'https://appleid.apple.com',
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
    const valid = verify(
      'SHA256',
      Buffer.from(`${header}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
    expect(valid).toBe(true);
  });
});

describe('social sign-in configuration', () => {
  it('offers only providers with complete credentials and takes the real endpoints by default', () => {
    const config = loadConfig({
      NAVER_CLIENT_ID: 'n',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      APPLE_CLIENT_ID: 'a',
      APPLE_TEAM_ID: 't',
    });
    expect(Object.keys(config.social)).toEqual(['google']);
    expect(config.social.google).toMatchObject({
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      issuer: 'https://accounts.google.com',
    });
  });

  it('turns sample login on by default in development and off in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sampleLogin).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sampleLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SAMPLE_LOGIN: 'on' }).sampleLogin).toBe(true);
  });
});
