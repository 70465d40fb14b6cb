#!/usr/bin/env node
// The API's production build: api/src/server.ts and everything it imports, bundled by esbuild into
// api/dist/server.js, run with plain `node` (and the backup command, api/dist/backup-cli.js, the same way; the SQLite reading thread's code beside them). Packages in node_modules stay external (native modules such as
// better-sqlite3, sharp and @node-rs/argon2 cannot be bundled), so a deployment installs the API's
// `dependencies` and nothing else.
// Usage: node scripts/build-api.mjs [--if-stale]   (--if-stale: build only when api/dist is missing or older than api/src)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = path.join(ROOT, 'api');
const SOURCE_DIR = path.join(API_DIR, 'src');
const DIST_DIR = path.join(API_DIR, 'dist');
export const API_ENTRY = path.join(DIST_DIR, 'server.js');
// Output name → source: every command a deployment runs without TypeScript tooling.
const ENTRY_POINTS = {
  server: 'server.ts',
  'backup-cli': path.join('backup', 'backup-cli.ts'),
  // The thread SQLite's long reads run on (db/sqlite-number-reads.ts): found beside the bundle.
  'sqlite-number-reads-thread': path.join('db', 'sqlite-number-reads-thread.ts'),
};

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when a built file is missing or a source file changed after the build. */
export function apiNeedsBuild() {
  if (Object.keys(ENTRY_POINTS).some((name) => !fs.existsSync(path.join(DIST_DIR, `${name}.js`)))) return true;
  // A deployment may ship api/dist without the sources: then the build it has is the build it runs.
  if (!fs.existsSync(SOURCE_DIR)) return false;
  return newestSourceTime(SOURCE_DIR) > fs.statSync(API_ENTRY).mtimeMs;
}

export async function buildApi({ ifStale = false } = {}) {
  if (ifStale && !apiNeedsBuild()) return false;
  console.log('Building the API…');
  // Imported only when a build runs: a production install (no dev dependencies) never needs esbuild.
  const { build } = await import('esbuild');
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, source]) => [name, path.join(SOURCE_DIR, source)])),
    outdir: DIST_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApi({ ifStale: process.argv.includes('--if-stale') });
}
