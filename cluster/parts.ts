/**
 * The cluster test's real parts: Steelyard instances (the production build, as `node
 * dist/main.js`), HAProxy from Debian with `deploy/haproxy.cfg`, and small clients that speak to
 * them as a browser does (cookies, CSRF, Socket.IO over WebSocket).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH, REALTIME_PATH } from '@steelyard/contracts';
import { io, type Socket } from 'socket.io-client';

export const root = path.resolve(import.meta.dirname, '..');

/** A child process whose output is kept for a failure's message. */
export interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Child {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return {
    name,
    process: child,
    output: () => output,
    exited,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs a command to its end; throws with its output when it fails. */
export function runToEnd(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

/** HAProxy's view of its servers (`show stat` on the admin socket): name → UP, DOWN, MAINT… */
export function haproxyServers(socketPath: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header = '', ...rows] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const status = columns.indexOf('status');
      const servers: Record<string, string> = {};
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[0] === 'instances' && !['FRONTEND', 'BACKEND'].includes(cells[1]!))
          servers[cells[1]!] = cells[status]!.split(' ')[0]!;
      }
      resolve(servers);
    });
    socket.write('show stat\n');
  });
}

/**
 * A browser-like HTTP client: keeps its cookies, fetches the CSRF cookie before its first write,
 * and sends one client address in X-Forwarded-For (the balancer appends the address it saw), so
 * the per-address limits see many people rather than one loopback address.
 */
export class Client {
  constructor(
    private readonly base: string,
    private readonly address: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same person (cookies and address) talking to another address: one instance directly. */
  at(base: string) {
    return new Client(base, this.address, this.cookies);
  }

  /** A copy of the cookies as they are now, at `base`: what another tab or a copied cookie sends later. */
  copyAt(base: string) {
    return new Client(base, this.address, new Map(this.cookies));
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const write = method !== 'GET';
    if (write && !this.cookies.has(CSRF_COOKIE)) await this.request('GET', CSRF_PATH);
    const sent: Record<string, string> = { 'x-forwarded-for': this.address, ...headers };
    if (this.cookies.size) sent.cookie = this.cookieHeader();
    if (write) sent[CSRF_HEADER] = decodeURIComponent(this.cookies.get(CSRF_COOKIE) ?? '');
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] = 'application/json';
    }
    const answer = await fetch(new URL(url, this.base), {
      method,
      headers: sent,
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await answer.text();
    return { status: answer.status, json: () => JSON.parse(text), text };
  }

  async signIn(email: string) {
    const answer = await this.request('POST', '/api/login', { email, password: 'steelyard' });
    if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${answer.text}`);
    return answer.json().data as { id: number };
  }
}

/** A Socket.IO client as the web app opens it (WebSocket only, the session cookie), reconnecting by itself. */
export function connectSocket(base: string, client: Client): Promise<Socket> {
  const socket = io(base, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie: client.cookieHeader() },
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
