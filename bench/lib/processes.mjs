// The processes a run starts: the real API server as production runs it (the repository's one server-start helper,
// scripts/server-processes.mjs) and the bare `http` ceiling server. Every child is tracked so an interrupted run
// still stops them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startServerProcess, stopProcess, waitForOk } from '../../scripts/server-processes.mjs';
import { ROOT } from '../../scripts/front-end-apps.mjs';
import { processTable } from './proc-stat.mjs';

export { ROOT };
const children = new Set();

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Stops every child still running (on an error or Ctrl-C). */
export async function stopAllChildren() {
  await Promise.all([...children].map((child) => stopProcess(child)));
}

/** The administrator's password on bench servers (created by the API at start on an empty database). */
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

/**
 * Starts the real all-in-one server on a free port: SQLite in `dataDir`, or PostgreSQL at `databaseUrl`; `seedDemo`
 * seeds the demo shop on the empty database (the demo relevance set).
 * Answers { url, port, pid, logFile, stop }.
 */
export async function startApi({ dataDir, databaseUrl, jwtSecret, workers = 1, seedDemo = false, sendsMail = true }) {
  const env = {
    JWT_SECRET: jwtSecret,
    API_WORKERS: String(workers),
    // The bench signs the administrator in for the staff lists.
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    // Load from one machine: per-account limits far above what the scenarios send (per-address ones are off).
    RATE_LIMIT_CHECKOUT_ACCOUNT: '1000000/60',
    RATE_LIMIT_UPLOAD_ACCOUNT: '1000000/60',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: String(seedDemo),
    ...(sendsMail ? {} : { MAIL_POLL_MS: '0' }),
  };
  const server = await startServerProcess({ dataDir, env });
  track(server.child);
  return { url: server.url, port: server.port, pid: server.pid, logFile: server.logFile, stop: server.stop };
}

/** The machine's own limit: a bare node:http server (on `workers` processes) answering `bodyFile` to every request. */
export async function startCeiling(bodyFile, workers = 1) {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [path.join(ROOT, 'bench', 'lib', 'ceiling-server.mjs'), String(port), bodyFile, String(workers)], { stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(url, 15_000, child);
  return { url, port, pid: child.pid, stop: () => stopProcess(child) };
}

/** A process's resident memory in MiB (Linux /proc), or null when it cannot be read. */
function residentMiB(pid) {
  try {
    const rss = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return rss ? Math.round(Number(rss[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The API's resident memory (issue 31: "the API process's memory stated"): its first process and each worker it
 * started (found by their parent id in /proc), in MiB. Null off Linux.
 */
export function apiMemory(pid) {
  const primary = residentMiB(pid);
  if (primary === null) return null;
  const workers = processTable()
    .filter((entry) => entry.ppid === pid)
    .map((entry) => residentMiB(entry.pid));
  return { primaryMiB: primary, workersMiB: workers.filter((value) => value !== null) };
}
