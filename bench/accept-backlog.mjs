// Experiment (issue 30): where a burst waits with API_WORKERS=2. With Node's round-robin (rr) the primary accepts every
// connection and hands it on, so the kernel's accept queue the workers' shedding reads stays short while connections
// wait in the hand-off; the shop's default since issue 30 (cluster/primary.ts) is the workers accepting from the shared
// queue themselves. Run: node --import tsx bench/accept-backlog.mjs [shop|rr|none] [connections]. Prints one JSON line.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { startServerProcess } from '../api/src/test/server-process.ts';

const policy = process.argv[2] ?? 'shop';
const size = Number(process.argv[3] ?? 4000);

// 'shop': the server's own choice (no NODE_CLUSTER_SCHED_POLICY).
const server = await startServerProcess({ API_WORKERS: '2', RATE_LIMITS: 'off', ...(policy === 'shop' ? {} : { NODE_CLUSTER_SCHED_POLICY: policy }) }, { startTimeoutMs: 120_000 });
try {
  const port = new URL(server.baseUrl).port;
  // At a higher priority than the load, so it still samples while the burst takes both cores.
  const sampler = spawn('nice', ['-n', '-15', process.execPath, '--import', 'tsx', new URL('./lib/accept-queue-sampler.mjs', import.meta.url).pathname, port], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let sampled = '';
  sampler.stdout.on('data', (chunk) => (sampled += chunk));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const words = ['mug', 'lamp', 'chair', 'table', 'desk', 'tea', 'wood', 'brass'];
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: size }, (_, index) =>
      new Promise((resolve) => {
        const sent = performance.now();
        const request = http.get(`${server.baseUrl}/api/products/search?q=${words[index % words.length]}&page=${index % 5}&size=20`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - sent }));
        });
        request.on('error', () => resolve({ status: -1, ms: performance.now() - sent }));
      }),
    ),
  );
  const exited = new Promise((resolve) => sampler.on('exit', resolve));
  sampler.kill('SIGTERM');
  await exited;
  const ms = results.map((result) => result.ms).sort((a, b) => a - b);
  const count = (status) => results.filter((result) => result.status === status).length;
  console.log(
    JSON.stringify({
      policy,
      connections: size,
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      ok: count(200),
      shed: count(503),
      errors: count(-1),
      p50Ms: Math.round(ms[Math.floor(size / 2)]),
      slowestMs: Math.round(ms[size - 1]),
      kernelAcceptQueue: JSON.parse(sampled || '{}'),
    }),
  );
} finally {
  await server.stop();
  server.cleanUp();
}
