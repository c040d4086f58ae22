/**
 * Drives a case with `wrk` (Debian's package), a load generator nobody on the project wrote,
 * beside the benchmark's own worker: the same paths in turn, the same cookie, one thread.
 */
import { execFile } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const WRK = '/usr/bin/wrk';

export const hasWrk = () => existsSync(WRK);

export interface WrkResult {
  rps: number;
  p99: number;
  errors: number;
}

const luaString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** wrk's durations: `812.00us`, `1.20ms`, `2.01s`. */
function milliseconds(figure: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(figure.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[
    match[2] as 'us' | 'ms' | 's' | 'm'
  ];
}

export async function runWrk(options: {
  origin: string;
  paths: string[];
  cookie: string;
  seconds: number;
  connections: number;
}): Promise<WrkResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-wrk-'));
  const script = path.join(dir, 'paths.lua');
  const headers = [
    `["accept-language"] = "ko"`,
    ...(options.cookie ? [`["cookie"] = ${luaString(options.cookie)}`] : []),
  ];
  await fs.writeFile(
    script,
    [
      `local paths = { ${options.paths.slice(0, 5000).map(luaString).join(', ')} }`,
      `local headers = { ${headers.join(', ')} }`,
      'local turn = 0',
      'request = function()',
      '  turn = turn + 1',
      '  return wrk.format("GET", paths[(turn % #paths) + 1], headers)',
      'end',
    ].join('\n'),
  );
  try {
    const { stdout } = await promisify(execFile)(WRK, [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--latency',
      '-s',
      script,
      options.origin,
    ]);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
    const p99 = milliseconds(/^\s+99%\s+(\S+)/m.exec(stdout)?.[1] ?? '');
    const errors =
      Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0) +
      [...stdout.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    return { rps, p99, errors };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
