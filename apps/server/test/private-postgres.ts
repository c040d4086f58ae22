import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** initdb and pg_ctl on PATH, else in Debian's /usr/lib/postgresql/<version>/bin; null when missing. */
export function findPostgresBinaries(): { initdb: string; pgCtl: string } | null {
  const onPath = (name: string) =>
    (process.env.PATH ?? '')
      .split(path.delimiter)
      .map((dir) => path.join(dir, name))
      .find((file) => fs.existsSync(file));
  const debianDirs = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const find = (name: string) =>
    onPath(name) ?? debianDirs.map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
  const initdb = find('initdb');
  const pgCtl = find('pg_ctl');
  return initdb && pgCtl ? { initdb, pgCtl } : null;
}

export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server and removes its data directory. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster of its own (initdb in a temporary directory, trust auth, TCP on
 * loopback only, no Unix socket), so a test can stop and restart it without touching the shared
 * server. initdb refuses to run as root (CI runs as root): then every command runs as the
 * `postgres` OS user, which owns the data directory.
 */
export async function startPrivateCluster(preferredPort: number): Promise<PrivateCluster> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('initdb and pg_ctl were not found');
  const port = await freePort(preferredPort);
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'steelyard-pg-'));
  const asRoot = process.getuid?.() === 0;
  // From inside the data's directory: the postgres user may not be allowed into the caller's.
  const exec = (file: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: dir })
      : run(file, args, { cwd: dir });
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await fs.promises.chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  await exec(binaries.initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`;
  const ctl = (...args: string[]) =>
    exec(binaries.pgCtl, ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async (mode = 'fast') => void (await ctl('stop', '-m', mode)),
    start: async () => void (await ctl('start', '-o', options)),
    restart: async (mode = 'fast') => void (await ctl('restart', '-m', mode, '-o', options)),
    async destroy() {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
