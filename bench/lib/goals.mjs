// The goals each row of the report is held to (issue 10); the report marks every row met or missed.
export const GOALS = {
  /** p99 of every read a page makes, per database, at 32 connections. */
  readP99Ms: { sqlite: 20, postgres: 30 },
  /** Issue 31: suggestions as a shopper types, at 32 connections. */
  suggestP99Ms: { sqlite: 10, postgres: 15 },
  checkoutRps: 500,
  /** Issue 34: each console's dashboard, one call, at 32 connections (and the admin's while orders are placed). */
  dashboardP99Ms: 50,
  /** The slowest answer of a burst of 200 searches at once (bench/lib/burst.mjs). */
  burstSlowestMs: 2000,
  /** Product detail against a bare node:http server sending the same bytes. */
  detailShareOfCeiling: 0.4,
  /** Orders written in one PostgreSQL transaction (bench/lib/bulk-orders.mjs): the largest size within this long. */
  bulkOrders: { orders: 32_000, seconds: 5 },
};

// Issue 11: a guest's first visit and Lighthouse mobile (default settings, median of the runs) on the shopper's pages.
export const FRONT_END_GOALS = {
  /** Every script a cold first visit fetches, each body gzipped at level 9. */
  firstVisitScriptBytes: 160 * 1024,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2500, cls: 0.05, tbtMs: 150 },
};

/** The app's scripts a first visit fetched (gzip 9 of each body): `appFiles` maps each path to its gzipped size. */
export function firstVisitScriptBytes(visit) {
  return Object.entries(visit.appFiles ?? {})
    .filter(([file]) => file.endsWith('.js'))
    .reduce((total, [, bytes]) => total + bytes, 0);
}

/** { text, met } for a first visit's scripts. */
export function firstVisitGoalOf(visit) {
  const limit = FRONT_END_GOALS.firstVisitScriptBytes;
  return { text: `≤ ${limit / 1024} KiB`, met: visit.appFiles !== undefined && firstVisitScriptBytes(visit) <= limit };
}

/** { text, met } for one page's Lighthouse medians. */
export function lighthouseGoalOf(l) {
  const g = FRONT_END_GOALS.lighthouse;
  const met =
    l.performance >= g.performance &&
    l.accessibility >= g.accessibility &&
    l.bestPractices >= g.bestPractices &&
    l.seo >= g.seo &&
    l.lcpMs !== null && l.lcpMs <= g.lcpMs &&
    l.cls !== null && l.cls <= g.cls &&
    l.tbtMs !== null && l.tbtMs <= g.tbtMs;
  return { text: `perf ≥ ${g.performance}, others ${g.accessibility}, LCP ≤ ${g.lcpMs / 1000} s, CLS ≤ ${g.cls}, TBT ≤ ${g.tbtMs} ms`, met };
}

/** { text, met } for one scenario row; `detailCeilingRps` is product detail's ceiling. */
export function goalOf(row, dialect, { detailCeilingRps = null, invariantsOk = true } = {}) {
  // A run in which nothing completed (e.g. login at 32 connections for half a second) meets nothing.
  const clean = row.errors + row.non2xx === 0 && row.requests > 0;
  if (row.id === 'checkout') {
    return { text: `≥ ${GOALS.checkoutRps} orders/s, 0 errors, 0 oversold`, met: row.rps >= GOALS.checkoutRps && clean && invariantsOk };
  }
  if (row.id === 'checkout-race') {
    // Refusals are the right answer here: only 201 and 409 may occur, and the invariants must hold.
    const onlyExpected = Object.keys(row.statusCodes ?? {}).every((code) => code === '201' || code === '409');
    return { text: 'only 201 or 409, 0 oversold', met: row.errors === 0 && row.requests > 0 && onlyExpected && invariantsOk };
  }
  // Issue 29: a burst the shop answers within 2 s is never turned away.
  if (row.id === 'burst') {
    return { text: `0 × 503, 0 errors, slowest ≤ ${GOALS.burstSlowestMs / 1000} s`, met: row.shed === 0 && clean && row.max <= GOALS.burstSlowestMs };
  }
  if (row.id.startsWith('dashboard')) return { text: `p99 ≤ ${GOALS.dashboardP99Ms} ms, 0 errors`, met: row.p99 <= GOALS.dashboardP99Ms && clean };
  const limit = (row.id.startsWith('suggest') ? GOALS.suggestP99Ms : GOALS.readP99Ms)[dialect];
  // A cold twin that ran out of keys measured answers kept from its own earlier requests: not a cold figure.
  if (row.cold && row.repeatedKeys > 0) return { text: `p99 ≤ ${limit} ms with no key asked twice`, met: false };
  // Searches while a quarter of the connections place orders: a selling shop's reads, held to the same goal.
  if (row.id === 'search-while-selling') return { text: `searches' p99 ≤ ${limit} ms, 0 errors`, met: row.p99 <= limit && clean };
  const p99 = row.p99 <= limit;
  if ((row.id === 'product' || row.id === 'product-cold') && detailCeilingRps) {
    const share = row.rps / detailCeilingRps;
    return { text: `p99 ≤ ${limit} ms, ≥ ${GOALS.detailShareOfCeiling * 100} % of its ceiling (${Math.round(share * 100)} %)`, met: p99 && clean && share >= GOALS.detailShareOfCeiling };
  }
  return { text: `p99 ≤ ${limit} ms, 0 errors`, met: p99 && clean };
}

/** Several runs of one scenario as one row: the median of each figure, and the spread (min–max) of req/s and p99. */
export function combineRuns(runs) {
  if (runs.length === 1) return { ...runs[0], runs: 1 };
  const median = (pick) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  const spread = (pick) => [Math.min(...runs.map(pick)), Math.max(...runs.map(pick))];
  const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    ...runs[0],
    rps: median((run) => run.rps),
    p50: median((run) => run.p50),
    p90: median((run) => run.p90),
    p99: median((run) => run.p99),
    max: Math.max(...runs.map((run) => run.max)),
    requests: sum((run) => run.requests),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    non2xx: sum((run) => run.non2xx),
    runs: runs.length,
    spread: { rps: spread((run) => run.rps), p99: spread((run) => run.p99) },
    each: runs.map((run) => ({ rps: run.rps, p50: run.p50, p90: run.p90, p99: run.p99 })),
  };
}
