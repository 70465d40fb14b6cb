// The processes a run starts: the real API server as production runs it (node api/dist/server.js, built
// first when missing or stale) and the bare
// `http` ceiling server. Every child is tracked so an interrupted run still stops them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ENTRY, buildApi } from '../../scripts/build-api.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const children = new Set();

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

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child);
      return resolve();
    }
    child.once('exit', () => {
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Stops every child still running (on an error or Ctrl-C). */
export async function stopAllChildren() {
  await Promise.all([...children].map(stopChild));
}

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * Starts the real all-in-one server on a free port: SQLite in `dataDir`, or PostgreSQL at `databaseUrl`.
 * Answers { url, port, pid, stop }. Its output goes to `<dataDir>/server-<port>.log`.
 */
/** The administrator's password on bench servers (created by the API at start on an empty database). */
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

export async function startApi({ dataDir, databaseUrl, jwtSecret }) {
  await buildApi({ ifStale: true });
  const port = await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
    // The bench signs the administrator in for the staff lists.
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    // Load from one machine: per-address limits off, and per-account ones far above what the scenarios send.
    RATE_LIMITS: 'off',
    RATE_LIMIT_CHECKOUT_ACCOUNT: '1000000/60',
    RATE_LIMIT_UPLOAD_ACCOUNT: '1000000/60',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const logFile = path.join(dataDir, `server-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = track(
    spawn(process.execPath, [API_ENTRY], { cwd: ROOT, env, stdio: ['ignore', log, log] }),
  );
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/api/ready`, 90_000, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${error.message}\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`, { cause: error });
  }
  return { url, port, pid: child.pid, logFile, stop: () => stopChild(child) };
}

/** The machine's own limit: a bare node:http server answering `bodyFile` (a JSON answer) to every request. */
export async function startCeiling(bodyFile) {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [path.join(ROOT, 'bench', 'lib', 'ceiling-server.mjs'), String(port), bodyFile], { stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(url, 15_000, child);
  return { url, port, pid: child.pid, stop: () => stopChild(child) };
}
