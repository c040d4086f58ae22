// Load generator for products-bench.ts, in a worker thread so it does not share the server's
// event loop: `connections` keep-alive loops for `seconds`, recording every request's latency;
// as fast as they can, or starting `rate` requests a second in all (measured from the send, as
// the timers of a busy worker thread fire late by themselves).
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

const { origin, cookie, connections } = workerData;
const pool = new Pool(origin, { connections, pipelining: 1 });

async function run({ paths, seconds, cookie: jobCookie, rate }) {
  const headers = { cookie: jobCookie ?? cookie, 'accept-language': 'ko' };
  const latencies = [];
  let errors = 0;
  let turn = 0;
  const until = performance.now() + seconds * 1000;
  let due = performance.now();
  const loop = async () => {
    while (performance.now() < until) {
      const path = paths[turn++ % paths.length];
      let start = performance.now();
      if (rate) {
        start = due;
        due += 1000 / rate;
        if (start > performance.now())
          await new Promise((resolve) => setTimeout(resolve, start - performance.now()));
        if (start >= until) break;
      }
      try {
        const res = await pool.request({ path, method: 'GET', headers });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

parentPort.on('message', async (job) => {
  if (job === 'close') {
    await pool.close();
    parentPort.close();
    return;
  }
  parentPort.postMessage(await run(job));
});
