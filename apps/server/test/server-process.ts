import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** The real server (`src/main.ts` under tsx) as a child process on a fresh embedded database. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** What the process printed, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

/** `env.DATA_DIR` reuses a folder (removed by `stop()` all the same). */
export async function startServerProcess(port: number, env: Record<string, string> = {}) {
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-process-')));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    dataDir,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Calls `probe` every `everyMs` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 60_000, everyMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The status of GET `url` on a new connection, or the socket error's code when nothing answers. */
export async function statusOf(url: string): Promise<number | string> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await answer.arrayBuffer();
    return answer.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as Error).name;
  }
}

/** Waits until the server answers /readyz with 200 (a start on a fresh database takes a while). */
export function untilReady(server: ServerProcess): Promise<true> {
  return waitFor(
    `${server.url}/readyz answering 200`,
    async () => {
      if (server.child.exitCode !== null) throw new Error(`the server ended:\n${server.output()}`);
      return (await statusOf(`${server.url}/readyz`)) === 200 || undefined;
    },
    { timeoutMs: 120_000, everyMs: 100 },
  );
}
