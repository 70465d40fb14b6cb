import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  baseUrl: string;
  /** This process's own DATA_DIR (removed by cleanUp). */
  dataDir: string;
  /** Everything the process has printed so far. */
  output: () => string;
  /** kill -9: no shutdown at all, as in a crash; resolves once the process is gone. */
  kill: () => Promise<void>;
  /** Sends SIGTERM and answers the exit code. */
  stop: () => Promise<number | null>;
  /** Kills the process if still running and removes its DATA_DIR. */
  cleanUp: () => void;
}

export interface ServerProcessOptions {
  /** Run the production build (`node dist/server.js`, built beforehand) instead of `tsx src/server.ts`. */
  compiled?: boolean;
  /** How long to wait for "Server listening" (30 s; longer for tests that start it on a busy machine after a big seed). */
  startTimeoutMs?: number;
}

/**
 * Starts the real entry point (`tsx src/server.ts`, or the build) on a free port with a fresh DATA_DIR on embedded
 * SQLite, answering once it listens. `env` adds or, with undefined, removes variables (e.g. DATABASE_URL).
 */
export async function startServerProcess(env: Record<string, string | undefined> = {}, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-server-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, WEB_ROOT: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete childEnv.DATABASE_URL;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child: ChildProcess = spawn(process.execPath, options.compiled ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const cleanUp = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), options.startTimeoutMs ?? 30_000);
      // Several workers (API_WORKERS): the first one's address, once the primary says every worker listens.
      const allListening = Number(childEnv.API_WORKERS ?? 1) > 1 ? /"all \d+ workers listening"/ : /./;
      child.stdout!.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && allListening.test(output)) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    return {
      baseUrl,
      dataDir,
      output: () => output,
      kill: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      },
      stop: async () => {
        child.kill('SIGTERM');
        const [code] = (await once(child, 'exit')) as [number | null];
        return code;
      },
      cleanUp,
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
