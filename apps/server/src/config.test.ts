import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
