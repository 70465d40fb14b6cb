// A throw-away PostgreSQL database per run: created on the admin connection, dropped at the end.
import fs from 'node:fs';
import { pg } from './api-deps.mjs';

/** PostgreSQL over TCP on the loopback: how a server on another machine is reached. */
export const PG_TCP_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_SOCKET_DIR = '/var/run/postgresql';
/**
 * Where the run's PostgreSQL is (BENCH_PG_URL, else its Unix socket when it runs on this machine, else TCP): an API
 * beside its database reaches it through the socket (docs/DEPLOY.md), and the run measures TCP beside it.
 */
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? (fs.existsSync(`${LOCAL_SOCKET_DIR}/.s.PGSQL.5432`) ? `postgres://postgres@${encodeURIComponent(LOCAL_SOCKET_DIR)}/postgres` : PG_TCP_URL);

/** How a database URL reaches its server, for the tables: 'Unix socket /dir' or 'TCP host:port'. */
export function transportOf(url) {
  const { hostname, port } = new URL(url);
  const host = decodeURIComponent(hostname);
  return host.startsWith('/') ? `Unix socket ${host}` : `TCP ${host}:${port || 5432}`;
}

/** The same database (`url`) over TCP on the loopback, or null when `url` already goes over TCP. */
export function overTcp(url) {
  if (!transportOf(url).startsWith('Unix socket')) return null;
  const tcp = new URL(PG_TCP_URL);
  tcp.pathname = new URL(url).pathname;
  return tcp.toString();
}

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
