#!/usr/bin/env node
// Runs the API tests (node:test through tsx) twice, on SQLite and on PostgreSQL, both passes at once: node:test runs one
// file at a time on a 2-core machine (availableParallelism − 1), and the passes share nothing (each test app has its own
// data directory or database, Redis keys carry a random prefix). Each pass's output is printed whole when it ends.
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; each test app gets its own
// fresh database there. Skipped (exit 0) when the server is unreachable, unless PG_REQUIRED=1.
// Usage: node scripts/test-api.mjs [path/to/file.test.ts …]   (paths relative to api/)
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'api');
const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const pgRequired = process.env.PG_REQUIRED === '1';

// Node 20 has no fs.glob: walk api/src for *.test.ts ourselves.
function findTests(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...findTests(path));
    else if (entry.isFile() && entry.name.endsWith('.test.ts')) found.push(relative(apiDir, path));
  }
  return found.sort();
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** One pass over the test files; resolves with its whole output (printed by the caller) and whether it passed. */
function runPass(label, env) {
  const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : findTests(join(apiDir, 'src'));
  return new Promise((resolvePass) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      resolvePass({ ok, text: `\n=== API tests on ${label} ===\n${output}=== ${label}: ${ok ? 'passed' : `FAILED (exit ${code ?? signal})`} ===\n` });
    });
  });
}

async function postgresReachable(url) {
  const require = createRequire(join(apiDir, 'package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${redact(url)} is not reachable: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const baseEnv = { ...process.env, NODE_ENV: 'test' };
delete baseEnv.DATABASE_URL;

const pgUp = await postgresReachable(pgUrl);
const [sqlite, postgres] = await Promise.all([
  runPass('SQLite', baseEnv),
  pgUp ? runPass(`PostgreSQL (${redact(pgUrl)})`, { ...baseEnv, DATABASE_URL: pgUrl }) : null,
]);
process.stdout.write(sqlite.text);
const sqliteOk = sqlite.ok;

let pgOk = true;
let pgResult;
if (postgres) {
  process.stdout.write(postgres.text);
  pgOk = postgres.ok;
  pgResult = pgOk ? 'passed' : 'FAILED';
} else if (pgRequired) {
  console.log('PG_REQUIRED=1: failing because the PostgreSQL pass cannot run.');
  pgOk = false;
  pgResult = 'FAILED (unreachable, PG_REQUIRED=1)';
} else {
  pgResult = 'SKIPPED (unreachable)';
  console.log('SKIPPED: the PostgreSQL pass of the API tests (server unreachable; set PG_REQUIRED=1 to make this an error).');
}

console.log(`\nAPI tests: SQLite ${sqliteOk ? 'passed' : 'FAILED'}; PostgreSQL ${pgResult}.`);
process.exit(sqliteOk && pgOk ? 0 : 1);
