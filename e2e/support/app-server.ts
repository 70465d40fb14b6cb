import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, waitForOk } from './ports';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

export interface AppServerOptions {
  /** Remote entry URLs the server's /remotes.json should announce (and its CSP allow). */
  remotes?: Record<string, string>;
  env?: Record<string, string>;
}

/** The API's production build (built now when missing or older than api/src): the file production runs. */
async function builtApiEntry(): Promise<string> {
  const { API_ENTRY, buildApi } = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'build-api.mjs')).href)) as {
    API_ENTRY: string;
    buildApi: (options: { ifStale: boolean }) => Promise<boolean>;
  };
  await buildApi({ ifStale: true });
  return API_ENTRY;
}

/** Starts the real all-in-one server (built shell + remotes + /api, `node api/dist/server.js`) on a free port with a fresh DATA_DIR. */
export async function startAppServer(options: AppServerOptions = {}): Promise<RunningServer & { dataDir: string }> {
  const entry = await builtApiEntry();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Every browser test comes from 127.0.0.1 and registers its own users: per-address rate limits off.
    RATE_LIMITS: 'off',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.remotes) {
    const remotesFile = path.join(dataDir, 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify(options.remotes));
    env.REMOTES_FILE = remotesFile;
  }
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/api/ready`);
  } catch (error) {
    await stopProcess(child);
    const log = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves one remote's dist folder on its own port (another origin), like a separately deployed remote. */
export async function startRemoteServer(app: string, port?: number): Promise<RunningServer> {
  const chosenPort = port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts', 'serve-static.mjs'), path.join(REPO_ROOT, app, 'dist'), '--port', String(chosenPort)],
    { stdio: 'ignore' },
  );
  // Another origin than the app server's 127.0.0.1.
  const url = `http://localhost:${chosenPort}`;
  await waitForOk(`${url}/remoteEntry.js`, 15_000);
  return { url, port: chosenPort, stop: () => stopProcess(child) };
}
