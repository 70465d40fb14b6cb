// Markdown tables from a results object, and their place in docs/BENCHMARKS.md (between the bench markers,
// so the hand-written prose around them survives every run).
import fs from 'node:fs';
import { RELEVANCE_GOALS } from '../../api/src/test/relevance.ts';
import { sameAnswers } from './relevance.mjs';
import { FRONT_END_GOALS, GOALS, firstVisitGoalOf, firstVisitScriptBytes, goalOf, lighthouseGoalOf } from './goals.mjs';

const metOrMissed = (goal) => (goal.met ? 'met' : '**missed**');

export const START = '<!-- bench:start -->';
export const END = '<!-- bench:end -->';

const kib = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
const num = (value, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : Number(value).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
/** A Markdown table: first column left-aligned, the others right-aligned (numbers) unless `left` is set. */
const table = (head, rows, { left = false } = {}) =>
  [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 || left ? '---' : '---:')).join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

function ceilingRps(results) {
  const values = results.ceiling.map((item) => item.rps).filter(Boolean);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

function machineSection(results) {
  const m = results.machine;
  const s = results.settings;
  return [
    '### Machine and run',
    '',
    table(
      ['', 'This run'],
      [
        ['Date', results.startedAt.replace('T', ' ').slice(0, 16) + ' UTC'],
        ['CPU', `${m.cores} × ${m.cpuModel}`],
        ['Memory', `${m.memoryGiB} GiB`],
        ['OS', m.os],
        ['Node', m.node],
        ['SQLite', m.sqlite],
        ['PostgreSQL', m.postgres ? `${m.postgres}${m.postgresTransport ? `, the API through ${m.postgresTransport}` : ''}` : 'not reachable'],
        ['Chromium', m.chromium ?? '–'],
        ['Load average (1/5/15 min) at start → end', `${m.loadAverageAtStart.join(' / ')} → ${(m.loadAverageAtEnd ?? []).join(' / ')}`],
        ['Commit', m.commit ?? '–'],
        ['Mode', `${s.mode}: ${num(s.products)} products, ${s.connections} connections, ${s.duration} s per scenario after ${s.warmup} s of warm-up, key scenarios ${s.repeat ?? 1}×`],
        ['Load generator', s.generator ?? 'autocannon'],
        ['API processes', `${s.workers ?? 1} (API_WORKERS)${s.workerGc ? `, collector ${s.workerGc} (API_WORKER_GC)` : ''}`],
        ['Whole run', `${results.seconds} s`],
      ],
      { left: true },
    ),
  ].join('\n');
}

function dataSection(results) {
  const rows = results.databases.map((db) => {
    const c = db.seed.counts;
    return [db.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL', num(c.products), num(c.sellers), num(c.buyers), num(c.orders), num(c.orderItems), num(c.reviews), `${num(db.seed.seconds, 1)} s`];
  });
  return ['### Data set (`npm run seed:large`)', '', table(['Database', 'Products', 'Sellers', 'Buyers', 'Orders', 'Order items', 'Reviews', 'Load time'], rows)].join('\n');
}

/** 503s of one scenario (reports written before the column existed read them from the status counts). */
function shedCount(row) {
  return row.shed ?? row.statusCodes?.['503'] ?? 0;
}

/** The overload goal (issue 18): at the bench's connections the server sheds nothing. */
function shedLine(results) {
  const shares = results.databases.map((db) => {
    const shed = db.loads.reduce((sum, row) => sum + shedCount(row), 0);
    const total = db.loads.reduce((sum, row) => sum + row.requests, 0);
    return `${db.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${num(shed)} of ${num(total)} (${total ? ((shed / total) * 100).toFixed(2) : '0.00'} %)`;
  });
  return `Share of answers shed with 503 at ${results.settings.connections} connections (goal: 0): ${shares.join('; ')}.`;
}

/** One API's resident memory in words: "120 MiB (one process)" or "60 MiB for the first process and 150 / 148 MiB for its workers". */
export function memoryText({ primaryMiB, workersMiB }) {
  return workersMiB.length === 0 ? `${num(primaryMiB)} MiB (one process)` : `${num(primaryMiB)} MiB for the first process and ${workersMiB.map((mib) => num(mib)).join(' / ')} MiB for its workers`;
}

/** The API's resident memory after the read rows, per database (runs before it was measured have none). */
function memoryLine(results) {
  const parts = results.databases
    .filter((db) => db.memory)
    .map((db) => `${db.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${memoryText(db.memory)}`);
  return parts.length ? `API memory (resident) after every read row above: ${parts.join('; ')}.` : '';
}

function loadSection(results) {
  const ceiling = ceilingRps(results);
  const parts = ['### API throughput and latency', ''];
  const detail = results.detailCeiling;
  parts.push(
    `Ceiling: a bare \`node:http\` server on as many processes as the API (${results.settings.workers ?? 1}) answering a fixed ${num(results.searchAnswerBytes)}-byte JSON body (the size of a real text-search answer), ` +
      `loaded the same way: ${results.ceiling.map((item) => `${num(item.rps)} req/s (${item.when})`).join(', ')}; mean ${num(ceiling)} req/s.` +
      (detail ? ` Product detail's own ceiling (the same ${num(detail.bytes)} bytes a detail answer has): ${num(detail.rps)} req/s.` : ''),
    '',
    `Goals (issue 10): every read p99 ≤ ${GOALS.readP99Ms.sqlite} ms on SQLite and ≤ ${GOALS.readP99Ms.postgres} ms on PostgreSQL with 0 errors; ` +
      `checkout ≥ ${GOALS.checkoutRps} orders/s with 0 oversold; product detail also ≥ ${GOALS.detailShareOfCeiling * 100} % of its ceiling; ` +
      `a burst of 200 searches at once after a quiet spell (issue 29): 0 × 503, the slowest within ${GOALS.burstSlowestMs / 1000} s. ` +
      ((results.settings.repeat ?? 1) > 1 ? `Rows marked ³ are the median of ${results.settings.repeat} runs, with the spread (lowest–highest) of their p99 in brackets.` : 'Each scenario ran once.'),
    '',
  );
  const byDb = Object.fromEntries(results.databases.map((db) => [db.dialect, db]));
  const ids = (byDb.sqlite ?? byDb.postgres).loads.map((item) => item.id);
  const rows = ids.map((id) => {
    // The row on each database (undefined where it did not run).
    const both = ['sqlite', 'postgres'].map((dialect) => byDb[dialect]?.loads.find((item) => item.id === id));
    const cells = [];
    for (const [index, dialect] of ['sqlite', 'postgres'].entries()) {
      const row = both[index];
      if (!row) {
        cells.push('–', '–', '–', '–');
        continue;
      }
      const bad = row.errors + row.non2xx;
      const goal = goalOf(row, dialect, { detailCeilingRps: detail?.rps ?? null, invariantsOk: byDb[dialect].invariants?.ok ?? true });
      const spread = row.spread ? ` (${row.spread.p99[0]}–${row.spread.p99[1]})` : '';
      const shed = shedCount(row);
      cells.push(num(row.rps), `${row.p50} / ${row.p90} / ${row.p99}${spread}`, bad ? `**${row.errors} / ${row.non2xx} / ${shed}**` : '0 / 0 / 0', metOrMissed(goal));
    }
    const first = both.find(Boolean);
    // A cold twin that ran out of keys says how many requests repeated one, on each database.
    const repeats = both.map((row) => row?.repeatedKeys ?? 0);
    const repeated = repeats.some(Boolean) ? ` — keys ran out: ${repeats.map((count) => count.toLocaleString('en-US')).join(' / ')} requests repeated one` : '';
    // A cold twin's warm-up on its held-out keys (the code path's first seconds): its p99, per database, beside the row.
    const warmUps = both.map((row) => row?.warmUp);
    const warmUp = warmUps.some(Boolean) ? ` — after a warm-up on other keys (p99 ${warmUps.map((item) => (item ? `${item.p99}` : '–')).join(' / ')} ms)` : '';
    // A row that counted something the server did while it ran (the sign-in's full password checks) says it, per database.
    const counts = both.map((row) => row?.counted);
    const label = counts.find(Boolean)?.label;
    const counted = label ? ` — ${label}: ${counts.map((item) => item?.count ?? '–').join(' / ')}` : '';
    return [`${first.label}${first.runs > 1 ? ' ³' : ''}${repeated}${warmUp}${counted}`, ...cells];
  });
  parts.push(
    table(
      ['Scenario', 'SQLite req/s', 'p50 / p90 / p99 ms', 'errors / non-2xx / 503', 'goal', 'PostgreSQL req/s', 'p50 / p90 / p99 ms', 'errors / non-2xx / 503', 'goal'],
      rows,
    ),
    '',
    shedLine(results),
  );
  const memory = memoryLine(results);
  if (memory) parts.push('', memory);
  return parts.join('\n');
}

function scaleSection(results) {
  if (!results.scale?.length) return '';
  const sizes = [...new Set(results.scale.map((item) => item.products))];
  const dialects = [...new Set(results.scale.map((item) => item.dialect))];
  const parts = ['### Scale: the same pages at 10,000 to 1,000,000 products', ''];
  parts.push('Each size on a freshly generated database (`seed:large`), one run per scenario; p99 in ms (req/s), and whether the goal is met.', '');
  for (const dialect of dialects) {
    const tables = results.scale.filter((item) => item.dialect === dialect);
    const ids = tables[0].rows.map((row) => row.id);
    const rows = ids.map((id) => [
      tables[0].rows.find((row) => row.id === id).label.replace(/ \(page \d+, the window's last\)/, ' (the window\'s last page)'),
      ...sizes.map((size) => {
        const row = tables.find((item) => item.products === size)?.rows.find((item) => item.id === id);
        if (!row) return '–';
        return `${row.p99} (${num(row.rps)}) ${goalOf(row, dialect).met ? 'met' : '**missed**'}`;
      }),
    ]);
    rows.push(['Load time (`seed:large`)', ...sizes.map((size) => `${num(tables.find((item) => item.products === size)?.seedSeconds, 1)} s`)]);
    parts.push(`${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}:`, '', table(['Scenario', ...sizes.map((size) => `${num(size)} products`)], rows), '');
  }
  return parts.join('\n').trimEnd();
}

function dbTimeSection(results) {
  const byDb = Object.fromEntries(results.databases.map((db) => [db.dialect, db]));
  const timed = results.databases.find((db) => db.dbTimes?.length);
  if (!timed) return "### The database's own time for the search queries\n\nNot measured in this run (see the run's output).";
  const ids = timed.dbTimes.map((item) => item.id);
  const rows = ids.map((id) => {
    const cells = [];
    for (const dialect of ['sqlite', 'postgres']) {
      const time = byDb[dialect]?.dbTimes.find((item) => item.id === id);
      if (!time) {
        cells.push('–', '–', '–');
        continue;
      }
      cells.push(num(time.dbMs, 2), num(time.apiMs, 2), time.dbShare === null ? '–' : `${num(time.dbShare * 100)} %`);
    }
    const label = timed.dbTimes.find((item) => item.id === id).label;
    return [label, ...cells];
  });
  const plans = (byDb.postgres?.dbTimes ?? [])
    .map((item) => `- ${item.label}: ${item.example.statements.map((statement) => `${statement.kind} \`${statement.topNode}\``).join('; ')}`)
    .join('\n');
  return [
    "### The database's own time for the search queries",
    '',
    'The SQL the app runs for one search page (its rows query and its total-count query), captured from its repository code ' +
      'and run straight on the database: on SQLite through better-sqlite3, on PostgreSQL under `EXPLAIN ANALYZE` ' +
      '(execution + planning time); medians of repeated runs, averaged over the same words, categories and pages the load uses. ' +
      'SQLite runs the two one after the other (their sum); on PostgreSQL the app sends them at once on two pooled ' +
      'connections, so the slower of the two counts. ' +
      '"API ms" is the same search through the running API by a single client, one request at a time (median), so nothing ' +
      'queues; the difference is the framework: routing, validation, the Kysely layer, JSON and HTTP.',
    '',
    table(['Query', 'SQLite DB ms', 'API ms', 'DB share', 'PostgreSQL DB ms', 'API ms', 'DB share'], rows),
    ...(plans ? ['', `PostgreSQL plans (for the first word, category or page of each kind):`, '', plans] : []),
  ].join('\n');
}

function scaleOutSection(results) {
  const scale = results.scaleOut;
  if (!scale) return '### Several API processes on one PostgreSQL\n\nNot measured in this run (no PostgreSQL).';
  // Runs before the API had workers compared two separate processes, the client alternating between their ports.
  const workers = results.settings.workers !== undefined;
  const many = workers ? `${scale.processes} workers` : '2 processes';
  const rows = scale.rows.map((row) => [
    row.label,
    num(row.single.rps),
    num(row.double.rps),
    `${num(row.speedup, 2)}×`,
    `${row.double.p50} / ${row.double.p90} / ${row.double.p99}`,
    `${row.double.errors} / ${row.double.non2xx}`,
  ]);
  const inv = scale.invariants;
  const transports = results.transports;
  const transportRows = (transports?.rows ?? []).map((row) => [
    row.transport,
    num(row.rps),
    `${row.p50} / ${row.p90} / ${row.p99}`,
    row.cpuUs ? `${num(row.cpuUs.api)} + ${num(row.cpuUs.postgres)}` : '–',
    `${row.errors} / ${row.non2xx}`,
  ]);
  const transportPart = transports
    ? [
        '',
        `${transports.label}, through the Unix socket (the run's API) and then over TCP on the loopback (an API of as many workers on the same database), back to back:`,
        '',
        table(['API reaches PostgreSQL through', 'req/s', 'p50 / p90 / p99 ms', "CPU per order µs (API + PostgreSQL)", 'errors / non-2xx'], transportRows),
      ]
    : [];
  return [
    '### Several API processes on one PostgreSQL',
    '',
    workers
      ? `The same load on the same database, served by one API process, then by the run's API of ${scale.processes} worker processes (API_WORKERS), back to back.`
      : 'The same load sent to 2 API processes sharing one database (the client hands its connections out round-robin between the two ports).',
    '',
    table(['Scenario', '1 process req/s', `${many} req/s`, 'Speed-up', `${many} p50 / p90 / p99 ms`, 'errors / non-2xx'], rows),
    '',
    `Checkout invariants after every PostgreSQL checkout (1 process and ${many}): ${inv.ok ? '**hold**' : '**BROKEN**'} — ` +
      `${num(inv.ordersCreated)} orders created, ${num(inv.unitsSold)} units sold, ${num(inv.stockTaken)} units of stock taken, ` +
      `${inv.negativeStockProducts} products with negative stock.`,
    ...transportPart,
  ].join('\n');
}

function bulkOrdersSection(results) {
  const rows = results.bulkOrders;
  if (!rows?.length) return '';
  const first = rows[0];
  const goal = GOALS.bulkOrders;
  return [
    '### Bulk writes on PostgreSQL',
    '',
    `Orders of one item each written in one transaction (two statements, every trigger in place) on a fresh database; goal: ${num(goal.orders)} orders within ${goal.seconds} s. Linear writes keep the time per 1,000 orders flat as the transaction grows.`,
    '',
    table(
      ['Orders', 'Seconds', `Per 1,000 orders (ms)`, `Against ${num(first.orders)}`, 'Goal'],
      rows.map((row) => [
        num(row.orders),
        row.seconds.toFixed(2),
        ((row.seconds * 1000 * 1000) / row.orders).toFixed(1),
        `${(row.seconds / first.seconds).toFixed(1)}× time for ${(row.orders / first.orders).toFixed(0)}× orders`,
        row.orders === goal.orders ? (row.seconds <= goal.seconds ? 'met' : 'missed') : '',
      ]),
    ),
  ].join('\n');
}

function frontEndSection(results) {
  const fe = results.frontEnd;
  if (!fe) return '### Front end\n\nNot measured in this run.';
  const parts = ['### Front end: what each app ships (production build)', ''];
  parts.push(
    table(
      ['App', 'JS files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'Initial JS raw', 'Initial JS gzip'],
      Object.values(fe.sizes)
        .filter(Boolean)
        .map((s) => [s.app, num(s.js.files), kib(s.js.raw), kib(s.js.gzip), kib(s.css.raw), kib(s.css.gzip), kib(s.initialJs.raw), kib(s.initialJs.gzip)]),
    ),
  );
  if (fe.staleBuild?.length) parts.push('', `Note: measured on an existing build of ${fe.staleBuild.join(', ')} older than its sources (quick mode or --no-build).`);
  parts.push('', 'Initial JS: the scripts `index.html` references (shell) or `remoteEntry.js` (remotes). gzip at level 9. The apps ship no CSS files: styles are generated at run time (styled-components).');
  if (fe.visits) {
    parts.push('', '### Front end: a first visit in Chromium (cold cache)', '');
    parts.push(
      table(
        ['Page', 'Requests', 'Downloaded', 'of which JS', 'of which API', 'If served gzip', 'Scripts, gzip 9', 'goal', 'Visible'],
        fe.visits.map((v) => [
          `\`${v.path.replace(String(fe.productId), '{id}')}\``,
          num(v.requests),
          kib(v.bytes),
          kib(v.byType.Script?.bytes ?? 0),
          kib((v.byType.Fetch?.bytes ?? 0) + (v.byType.XHR?.bytes ?? 0)),
          kib(v.gzipBytes),
          v.appFiles ? `${num(firstVisitScriptBytes(v))} B` : '–',
          metOrMissed(firstVisitGoalOf(v)),
          v.visibleMs === null ? '–' : `${v.visibleWhat} at ${num(v.visibleMs)} ms`,
        ]),
      ),
    );
    parts.push(
      '',
      '"Downloaded" is the sum of `Network.loadingFinished` `encodedDataLength` over every request (headers included; the server sends brotli (quality 4) to browsers that accept it). ' +
        '"If served gzip" is the same bodies gzipped at level 9. "Scripts, gzip 9" is what issue 11 holds to 160 KiB (163,840 B): every script ' +
        'of the apps the visit fetched, each body gzipped at level 9 (the budgets `npm test` checks measure the same). "Visible" is when the first product card (or the product title) is laid out on screen, ' +
        `from navigation start, the median of ${results.settings.visits} cold visit(s) on a desktop viewport with no throttling.`,
    );
  }
  if (fe.lighthouse?.length) {
    const runs = results.settings.lighthouseRuns ?? 1;
    const g = FRONT_END_GOALS.lighthouse;
    parts.push('', `### Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown)${runs > 1 ? `, median of ${runs} runs` : ''}`, '');
    parts.push(
      `Goals (issue 11): performance ≥ ${g.performance}; accessibility, best practices and SEO ${g.accessibility}; LCP ≤ ${num(g.lcpMs)} ms; CLS ≤ ${g.cls}; TBT ≤ ${g.tbtMs} ms.`,
      '',
    );
    parts.push(
      table(
        ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'goal'],
        fe.lighthouse.map((l) => [
          `\`${l.path.replace(String(fe.productId), '{id}')}\``,
          num(l.performance),
          num(l.accessibility),
          num(l.bestPractices),
          num(l.seo),
          l.fcpMs === null ? '–' : `${num(l.fcpMs)} ms`,
          l.lcpMs === null ? '–' : `${num(l.lcpMs)} ms`,
          l.tbtMs === null ? '–' : `${num(l.tbtMs)} ms`,
          l.cls === null ? '–' : num(l.cls, 3),
          metOrMissed(lighthouseGoalOf(l)),
        ]),
      ),
    );
  }
  return parts.join('\n');
}

const RELEVANCE_SETS = [
  ['demo', 'the demo catalogue (`bench/relevance/demo-queries.json`, its own freshly seeded demo shop)'],
  ['generated', "the generated catalogue (`bench/relevance/generated-queries.json`, against the run's own products)"],
];

/** Issue 31: recall@20 and MRR per kind of query, on each database, and whether both answered alike. */
function relevanceSection(results) {
  const byDb = Object.fromEntries(results.databases.filter((db) => db.relevance).map((db) => [db.dialect, db.relevance]));
  if (!Object.keys(byDb).length) return '';
  const dialects = ['sqlite', 'postgres'].filter((dialect) => byDb[dialect]);
  const names = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
  const parts = [
    '### Relevance (issue 31)',
    '',
    `Each query asked once with \`sort=relevance\`; recall@20 = the products meant among the first 20 (out of at most 20), MRR = 1 / the rank of the first. ` +
      `Goal: recall@20 ≥ ${RELEVANCE_GOALS.recallAt20} over all queries and ≥ ${RELEVANCE_GOALS.typoRecallAt20} over the typo queries, on both databases alike.`,
  ];
  for (const [set, about] of RELEVANCE_SETS) {
    const scores = dialects.map((dialect) => byDb[dialect][set]).filter(Boolean);
    if (scores.length !== dialects.length) continue;
    const cells = (pick) => scores.flatMap((score) => {
      const figures = pick(score);
      return figures ? [num(figures.recallAt20, 3), num(figures.mrr, 3)] : ['–', '–'];
    });
    const rows = scores[0].kinds.map(({ kind, queries }) => [kind, num(queries), ...cells((score) => score.kinds.find((item) => item.kind === kind))]);
    rows.push(['**all**', num(scores[0].overall.queries), ...cells((score) => score.overall)], ['**typos**', num(scores[0].typos.queries), ...cells((score) => score.typos)]);
    const goal = scores.map((score, index) => `${names[dialects[index]]} ${metOrMissed(score)}`).join(', ');
    const agreement = scores.length === 2 ? sameAnswers(scores[0], scores[1]) : null;
    const missed = [...new Set(scores.flatMap((score) => score.missed))];
    parts.push(
      '',
      `Over ${about}: goal ${goal}${agreement ? `; the same first 20 in the same order on both for ${agreement.same} of ${agreement.of} queries` : ''}.`,
      '',
      table(['Kind', 'Queries', ...dialects.flatMap((dialect) => [`${names[dialect]} recall@20`, 'MRR'])], rows),
      ...(missed.length ? ['', `Queries whose first 20 missed a product meant: ${missed.join(', ')}.`] : []),
    );
  }
  return parts.join('\n');
}

function invariantsLine(results) {
  const sqlite = results.databases.find((db) => db.dialect === 'sqlite');
  if (!sqlite?.invariants) return '';
  const inv = sqlite.invariants;
  return `Checkout invariants on SQLite: ${inv.ok ? '**hold**' : '**BROKEN**'} — ${num(inv.ordersCreated)} orders created, ${num(inv.unitsSold)} units sold, ${num(inv.stockTaken)} units of stock taken, ${inv.negativeStockProducts} products with negative stock.`;
}

/** How long each database's API took to send the e-mails a checkout run queued (bench/run.mjs drainOutbox). */
function mailDrainLine(results) {
  const parts = results.databases.flatMap((db) =>
    (db.mailDrains ?? []).map((drain) => `${db.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} after the ${drain.after}: ${num(drain.waiting)} messages in ${drain.seconds} s${drain.left ? ` (${num(drain.left)} still waiting)` : ''}`),
  );
  return parts.length ? `E-mails the checkout runs queued, sent before the next run (between requests): ${parts.join('; ')}.` : '';
}

/** The generated part of docs/BENCHMARKS.md. */
export function renderReport(results) {
  return [
    machineSection(results),
    dataSection(results),
    loadSection(results),
    invariantsLine(results),
    mailDrainLine(results),
    scaleSection(results),
    dbTimeSection(results),
    relevanceSection(results),
    scaleOutSection(results),
    bulkOrdersSection(results),
    frontEndSection(results),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Replaces what lies between the markers (adds them at the end if missing); the prose around is kept. */
export function updateBenchmarksDoc(file, markdown, source) {
  const generated = `${START}\n<!-- Generated by \`npm run bench\` from ${source}; edits here are overwritten. -->\n\n${markdown}\n\n${END}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next = start !== -1 && end > start ? current.slice(0, start) + generated + current.slice(end + END.length) : `${current.trimEnd()}\n\n${generated}\n`;
  fs.writeFileSync(file, next);
}
