// Packages the API workspace owns (kysely lives in api/node_modules), loaded from there as ES modules so the
// bench uses the very same copy as the app code it imports.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));

async function load(name) {
  // The package's folder: walk up from its CommonJS entry (not every package exports ./package.json).
  let directory = path.dirname(requireFromApi.resolve(name));
  while (!existsSync(path.join(directory, 'package.json')) || path.basename(directory) === 'dist' || path.basename(directory) === 'cjs' || path.basename(directory) === 'lib') {
    directory = path.dirname(directory);
  }
  const manifestPath = path.join(directory, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const root = manifest.exports?.['.'] ?? manifest.exports;
  const entry = (typeof root === 'object' && root?.import) || manifest.module || manifest.main || 'index.js';
  return import(pathToFileURL(path.join(path.dirname(manifestPath), typeof entry === 'string' ? entry : entry.default)).href);
}

export const { sql, Kysely, SqliteDialect, PostgresDialect } = await load('kysely');
export const pg = (await load('pg')).default;
export const BetterSqlite3 = (await load('better-sqlite3')).default;
