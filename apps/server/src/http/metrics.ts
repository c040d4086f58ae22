import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpRequestDuration, metricsRegistry, startProcessMetrics } from '../lib/metrics.ts';

export interface MetricsOptions {
  /** The bearer token a scraper must send; none: the metrics port alone keeps them private. */
  token?: string;
  /** Serve `/metrics` on the app's own port too (when no METRICS_PORT is set; the token then guards it). */
  onAppPort?: boolean;
}

function isAuthorized(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Prometheus' text format of every metric, or a refusal without the token. */
async function answerScrape(request: IncomingMessage, token: string | undefined) {
  if (!isAuthorized(request.headers.authorization, token))
    return { status: 401, type: 'text/plain', body: 'A bearer token is required\n' };
  return { status: 200, type: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/**
 * Times every request by route pattern (`/api/products/:id`, never the address itself, so the
 * series stay few) and status, and starts the process metrics (memory, event-loop lag).
 */
async function requestMetricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  startProcessMetrics();
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration
      .labels(request.method, request.routeOptions.url ?? 'unmatched', String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });
  if (!options.onAppPort) return;
  app.get(
    '/metrics',
    { logLevel: 'warn', config: { session: false }, schema: { hide: true } },
    async (request, reply) => {
      const answer = await answerScrape(request.raw, options.token);
      return reply
        .code(answer.status)
        .header('cache-control', 'no-store')
        .type(answer.type)
        .send(answer.body);
    },
  );
}

export const requestMetrics = fp(requestMetricsPlugin, { name: 'request-metrics' });

/**
 * The metrics on a port of their own (METRICS_PORT), apart from the app's: a firewall or a
 * Kubernetes network policy keeps it private, and a scrape never competes with the app's routes.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  token?: string;
}): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    answerScrape(request, options.token).then(
      (answer) => response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
