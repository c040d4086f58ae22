import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';

/* The OpenAPI document, checked by an outside linter: Redocly CLI's recommended rules (redocly.yaml), offline. */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const REDOCLY = path.join(ROOT, 'node_modules/.bin/redocly');

let ctx: TestContext;
let document: {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId: string; summary: string }>>;
};
const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-openapi-'));
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://steelyard.example' });
  document = (await ctx.app.inject({ url: '/api/docs' })).json();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI document, linted', () => {
  it('has 0 errors under Redocly’s recommended rules', async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const run = await promisify(execFile)(
      REDOCLY,
      ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=summary', '--max-problems=1000'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output.split('\n').filter((line) => line.startsWith('error'))).toEqual([]);
    expect(output).toMatch(/Woohoo! Your API description is valid|validated in/);
  }, 60_000);

  it('names every operation once, with a summary, and its server from PUBLIC_URL', () => {
    expect(document.servers).toEqual([{ url: 'https://steelyard.example' }]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.filter((operation) => !operation.summary)).toEqual([]);
    expect(document.paths['/api/chats/{id}/messages']!.get).toMatchObject({
      operationId: 'getChatsByIdMessages',
      summary: 'Get chats / messages',
    });
  });
});
