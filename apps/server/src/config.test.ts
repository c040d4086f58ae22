import { describe, expect, it } from 'vitest';
import { describeListenAddress, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has safe defaults for a first start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      seedDemo: true,
      databaseUrl: undefined,
      redisUrl: undefined,
      defaultCountry: 'KR',
      cookieSecure: 'auto',
      trustProxy: false,
      passwordHashCost: 2 ** 17,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadDir).toBe(`${config.dataDir}/uploads`);
  });

  it('fails listing every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' })).toThrow(
      /Invalid configuration:\n {2}PORT: .+\n {2}DATABASE_URL: .+\n {2}SEED_DEMO: .+/,
    );
  });

  it('takes a map tile template and an app scheme, and names the tile origin for the CSP', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' }).map.tileOrigin).toBe(
      'https://*.tiles.example.org',
    );
    expect(loadConfig({ MAP_TILE_URL: 'http://127.0.0.1:9/t/{z}/{x}/{y}.png' }).map.tileOrigin).toBe(
      'http://127.0.0.1:9',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ APP_LINK_SCHEME: 'steelyard://' })).toThrow(/APP_LINK_SCHEME/);
  });

  it('keeps files on disk unless S3_BUCKET is set, and says what an S3 setting lacks', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'steelyard-files',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.org/files/',
      }).s3,
    ).toEqual({
      bucket: 'steelyard-files',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.org/files',
      publicOrigin: 'https://cdn.example.org',
    });
    expect(loadConfig({ S3_BUCKET: 'files' }).s3).toMatchObject({
      region: 'us-east-1',
      credentials: undefined,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /give both, or neither/,
    );
  });

  it('takes a scrypt cost only as a power of two from 2^10', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '16384' }).passwordHashCost).toBe(2 ** 14);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '100000' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '512' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('reads flags and switches to a server', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      seedDemo: false,
      databaseUrl: 'postgres://u@localhost:5432/db',
      trustProxy: 1,
    });
  });

  it('points the public address at PORT unless PUBLIC_URL is set', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3300' }).publicUrl).toBe('http://localhost:3300');
    expect(loadConfig({ PORT: '3300', PUBLIC_URL: 'https://steelyard.example' }).publicUrl).toBe(
      'https://steelyard.example',
    );
  });
});

describe('describeListenAddress', () => {
  it('says the configured host, and for every interface also a URL to open here', () => {
    expect(describeListenAddress('127.0.0.1', 3300)).toBe('listening on http://127.0.0.1:3300');
    expect(describeListenAddress('steelyard.internal', 80)).toBe('listening on http://steelyard.internal:80');
    expect(describeListenAddress('::1', 3300)).toBe('listening on http://[::1]:3300');
    expect(describeListenAddress('0.0.0.0', 3000)).toBe(
      'listening on 0.0.0.0:3000 (every interface), open http://localhost:3000',
    );
    expect(describeListenAddress('::', 3000)).toBe(
      'listening on [::]:3000 (every interface), open http://localhost:3000',
    );
  });
});

describe('logging', () => {
  it('logs every request at info outside production, and only warnings in production', () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', accessLog: true });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ logLevel: 'warn', accessLog: false });
  });

  it('takes the level and the access log from the environment', () => {
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', ACCESS_LOG: 'true' })).toMatchObject({
      logLevel: 'info',
      accessLog: true,
    });
    expect(loadConfig({ ACCESS_LOG: 'off' }).accessLog).toBe(false);
  });
});

describe('trust proxy', () => {
  it('trusts proxies by hop count or by address, never everyone', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1, fd00::/8,loopback' }).trustProxy).toEqual(
      ['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8', 'loopback'],
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust any client/);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '1.2.3.4/8/9'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: a hop count/);
  });
});
