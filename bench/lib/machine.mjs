// What the numbers were measured on: they mean little without the machine beside them.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { BetterSqlite3 } from './api-deps.mjs';
import { PG_ADMIN_URL, postgresVersion, transportOf } from './postgres.mjs';
import { ROOT } from './processes.mjs';

const git = (args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** HEAD, and whether the code measured differs from it (changes to tracked files other than the results and docs). */
function gitCommit() {
  try {
    const changed = git(['status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs', ':!bench/results']) !== '';
    return `${git(['rev-parse', '--short', 'HEAD'])}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return null;
  }
}

function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export async function describeMachine(chromiumPath) {
  const memory = new BetterSqlite3(':memory:');
  const sqlite = memory.prepare('select sqlite_version() as version').get().version;
  memory.close();
  const cpus = os.cpus();
  return {
    cpuModel: `${cpus[0]?.model?.trim() ?? 'unknown'}${cpus[0]?.speed ? ` @ ${cpus[0].speed} MHz` : ''}`,
    cores: cpus.length,
    memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    sqlite,
    postgres: await postgresVersion(),
    postgresTransport: transportOf(PG_ADMIN_URL),
    chromium: chromiumVersion(chromiumPath),
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
    commit: gitCommit(),
  };
}
