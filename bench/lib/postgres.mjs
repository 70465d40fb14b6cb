// A throw-away PostgreSQL database per run: created on the admin connection, dropped at the end.
import { pg } from './api-deps.mjs';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's version string, or null when nothing answers. */
export async function postgresVersion() {
  try {
    return await withAdmin(async (client) => (await client.query('show server_version')).rows[0].server_version);
  } catch {
    return null;
  }
}

/** Creates database `name` and answers its URL. */
export async function createBenchDatabase(name) {
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(name) {
  await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** Runs one query on a database URL (checks after the load, EXPLAIN ANALYZE). */
export async function withDatabase(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
