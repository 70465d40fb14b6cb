// Starting and stopping the real server as production runs it (`node api/dist/server.js`, built first when missing
// or stale). One helper for the browser tests (e2e/support/app-server.ts) and the bench (bench/lib/processes.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_ENTRY, buildApi } from './build-api.mjs';
import { ROOT } from './front-end-apps.mjs';

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; gives up after `timeoutMs`, or at once when `child` has exited. */
export async function waitForOk(url, timeoutMs = 60_000, child) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
export function stopProcess(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}

/**
 * Starts the all-in-one server on a free port with SQLite in `dataDir` (PostgreSQL when `env.DATABASE_URL` is given),
 * no demo data, rate limits off (every harness calls from 127.0.0.1). Its output goes to `<dataDir>/server-<port>.log`.
 */
export async function startServerProcess({ dataDir, env = {}, readyTimeoutMs = 90_000 }) {
  await buildApi({ ifStale: true });
  const port = await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const childEnv = {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    ...env,
  };
  const logFile = path.join(dataDir, `server-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [API_ENTRY], { cwd: ROOT, env: childEnv, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/api/ready`, readyTimeoutMs, child);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error.message}\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`, { cause: error });
  }
  return { url, port, pid: child.pid, child, logFile, stop: () => stopProcess(child) };
}
