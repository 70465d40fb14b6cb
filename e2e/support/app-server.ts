import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

export interface AppServerOptions {
  /** Remote entry URLs the server's /remotes.json should announce (and its CSP allow). */
  remotes?: Record<string, string>;
  env?: Record<string, string>;
}

// The one server-start helper the bench uses too; loaded with import() because Playwright compiles tests to CommonJS.
type ServerProcesses = typeof import('../../scripts/server-processes.mjs');
const serverProcesses = (): Promise<ServerProcesses> =>
  import(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'server-processes.mjs')).href) as Promise<ServerProcesses>;

/** Starts the real all-in-one server (built shell + remotes + /api, `node api/dist/server.js`) on a free port with a fresh DATA_DIR. */
export async function startAppServer(options: AppServerOptions = {}): Promise<RunningServer & { dataDir: string }> {
  const { startServerProcess } = await serverProcesses();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  // Several browser workers share this machine: a starved event loop would shed their calls with 503. Shedding is
  // proven by the API's reliability tests, and busy-retry.spec answers 503 itself; here the signals are off.
  const env: Record<string, string> = {
    OVERLOAD_TARGET_LATENCY_MS: '0',
    OVERLOAD_MAX_QUEUE_WAIT_MS: '0',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  };
  if (options.remotes) {
    const remotesFile = path.join(dataDir, 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify(options.remotes));
    env.REMOTES_FILE = remotesFile;
  }
  const server = await startServerProcess({ dataDir, env, readyTimeoutMs: 60_000 });
  return {
    url: server.url,
    port: server.port,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves one remote's dist folder on its own port (another origin), like a separately deployed remote. */
export async function startRemoteServer(app: string, port?: number): Promise<RunningServer> {
  const { freePort, stopProcess, waitForOk } = await serverProcesses();
  const chosenPort = port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts', 'serve-static.mjs'), path.join(REPO_ROOT, app, 'dist'), '--port', String(chosenPort)],
    { stdio: 'ignore' },
  );
  // Another origin than the app server's 127.0.0.1.
  const url = `http://localhost:${chosenPort}`;
  await waitForOk(`${url}/remoteEntry.js`, 15_000);
  return { url, port: chosenPort, stop: () => stopProcess(child, 5_000) };
}
