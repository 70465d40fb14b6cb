// The database's own time for the search queries, so the framework's share of a request is visible.
// The SQL is the app's own: produced by its repository function through a Kysely instance that records
// each compiled query, then run directly (better-sqlite3) or under EXPLAIN ANALYZE (PostgreSQL).
import http from 'node:http';
import path from 'node:path';
import { openSqlite } from '../../api/src/db/database.ts';
import { wrapSqliteDatabase } from '../../api/src/db/sqlite-driver.ts';
import { BetterSqlite3, Kysely, PostgresDialect, SqliteDialect, pg } from './api-deps.mjs';
import { RESULT_WINDOW } from './scenarios.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const ms = (value) => (value === null ? null : Number(value.toFixed(3)));

/** The SQL statements (and parameters) the app runs for one search, captured from its repository code. */
async function captureSearchSql({ dialect, dataDir, databaseUrl, filter, request }) {
  const captured = [];
  const log = (event) => {
    if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
  };
  const db =
    dialect === 'sqlite'
      ? new Kysely({ dialect: new SqliteDialect({ database: wrapSqliteDatabase(openSqlite(dataDir)) }), log })
      : new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }), log });
  try {
    // Loaded here, so a refactor of the products module costs this table, not the whole run.
    const { pageProducts } = await import('../../api/src/modules/products/products-query.repository.ts');
    await pageProducts(db, dialect, filter, request, { window: RESULT_WINDOW });
  } finally {
    await db.destroy();
  }
  // Left out: the text-plan sample (the app caches it per search text for minutes). PostgreSQL walk plans set planner
  // options for their next statement; that statement is timed with them (session-wide, reset after).
  const statements = [];
  let prelude = null;
  for (const statement of captured) {
    if (/\bas seen\b/.test(statement.sql) || /^\s*(begin|commit|rollback)\b/i.test(statement.sql)) continue;
    if (/^\s*select set_config/i.test(statement.sql)) {
      prelude = statement.sql.replaceAll(', true)', ', false)');
      continue;
    }
    statements.push({ ...statement, prelude });
    prelude = null;
  }
  return statements;
}

const sqliteValue = (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

async function timeStatements({ dialect, dataDir, databaseUrl, statements, runs }) {
  if (dialect === 'sqlite') {
    const database = new BetterSqlite3(path.join(dataDir, 'shop.sqlite'), { readonly: true });
    try {
      return statements.map(({ sql, parameters }) => {
        const statement = database.prepare(sql);
        const values = parameters.map(sqliteValue);
        statement.all(...values); // warm the page cache
        const times = [];
        for (let run = 0; run < runs; run += 1) {
          const started = process.hrtime.bigint();
          statement.all(...values);
          times.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
        return { executionMs: ms(median(times)) };
      });
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const results = [];
    for (const { sql, parameters, prelude } of statements) {
      if (prelude) await client.query(prelude);
      // TIMING OFF: the total execution time stays exact without per-node clock reads inflating it.
      const explain = `explain (analyze, timing off, format json) ${sql}`;
      await client.query(explain, parameters);
      const execution = [];
      const planning = [];
      let plan = null;
      for (let run = 0; run < runs; run += 1) {
        const [answer] = (await client.query(explain, parameters)).rows[0]['QUERY PLAN'];
        execution.push(answer['Execution Time']);
        planning.push(answer['Planning Time']);
        plan = answer.Plan;
      }
      results.push({ executionMs: ms(median(execution)), planningMs: ms(median(planning)), topNode: describePlan(plan) });
      if (prelude) await client.query('reset enable_seqscan; reset enable_bitmapscan; reset enable_sort');
    }
    return results;
  } finally {
    await client.end();
  }
}

/** The plan's node types, top down (e.g. "Limit > Sort > Bitmap Heap Scan on products"), to see which index served it. */
function describePlan(plan) {
  const names = [];
  const visit = (node, depth) => {
    if (!node || depth > 6) return;
    names.push(`${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`);
    for (const child of node.Plans ?? []) visit(child, depth + 1);
  };
  visit(plan, 0);
  return names.join(' > ');
}

/** Median time of the same request sent `runs` times by one client, one at a time (no queueing in the numbers). */
async function apiLatency(baseUrl, requestPath, runs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get(`${baseUrl}${requestPath}`, { agent }, (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`${requestPath} -> ${response.statusCode}`));
            else resolve(Number(process.hrtime.bigint() - started) / 1e6);
          });
        })
        .on('error', reject);
    });
  try {
    for (let warm = 0; warm < 3; warm += 1) await once();
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await once());
    return median(times);
  } finally {
    agent.destroy();
  }
}

/**
 * Times each query kind (the app's rows query + count query) directly on the database, and the same search through
 * the API by a single client, so the database's share of a request shows.
 * `queries`: [{ id, label, filters: [{ filter, request, path }] }] — several filters per kind are averaged.
 */
export async function timeSearchQueries({ dialect, dataDir, databaseUrl, baseUrl, queries, runs }) {
  const results = [];
  for (const query of queries) {
    const perFilter = [];
    for (const { filter, request, path: requestPath } of query.filters) {
      // Rows query first, then the total count (the app may issue them in either order).
      const statements = (await captureSearchSql({ dialect, dataDir, databaseUrl, filter, request }))
        .map((statement) => ({ ...statement, kind: /^select count\(/i.test(statement.sql.trim()) ? 'count' : /catalogue_version/.test(statement.sql) ? 'version' : 'rows' }))
        .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'rows' ? -1 : 1));
      const timed = await timeStatements({ dialect, dataDir, databaseUrl, statements, runs });
      const each = timed.map((item) => (item.executionMs ?? 0) + (item.planningMs ?? 0));
      perFilter.push({
        path: requestPath,
        // On PostgreSQL the app sends both queries at once on two pooled connections, so a request waits for the
        // slower one; better-sqlite3 runs them one after the other.
        totalMs: dialect === 'postgres' ? Math.max(...each) : each.reduce((sum, value) => sum + value, 0),
        apiMs: await apiLatency(baseUrl, requestPath, runs),
        statements: timed.map((item, index) => ({ ...item, kind: statements[index].kind, sql: statements[index].sql.replace(/\s+/g, ' ').slice(0, 400) })),
      });
    }
    const mean = (pick) => perFilter.reduce((sum, item) => sum + pick(item), 0) / perFilter.length;
    const dbMs = mean((item) => item.totalMs);
    const apiMs = mean((item) => item.apiMs);
    results.push({ id: query.id, label: query.label, dbMs: ms(dbMs), apiMs: ms(apiMs), dbShare: apiMs ? Number((dbMs / apiMs).toFixed(3)) : null, samples: perFilter.length, example: perFilter[0] });
  }
  return results;
}
