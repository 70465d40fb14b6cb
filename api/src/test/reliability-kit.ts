import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Fills an empty DATA_DIR (or PostgreSQL database) with the bench's generated shop through the project's own
 * `npm run seed:large` script, so the reliability tests run against a catalogue large enough to matter.
 */
export function seedLargeCatalogue(products: number, target: { dataDir: string; databaseUrl?: string | undefined }): void {
  const args = ['--import', 'tsx', 'bench/seed-large.mjs', '--products', String(products), '--buyers', '50', '--orders', '500', '--data-dir', target.dataDir];
  if (target.databaseUrl) args.push('--database-url', target.databaseUrl);
  const run = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
  if (run.status !== 0) throw new Error(`seed:large failed:\n${run.stdout}\n${run.stderr}`);
}

/**
 * Prints a measured figure; with RELIABILITY_RESULTS=<file> also appends it there, prefixed by the database, so
 * the docs cite figures a run wrote (docs/reliability-results.txt) instead of copied by hand.
 */
export function recordFigure(line: string): void {
  const labelled = `${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${line}`;
  console.log(labelled);
  const file = process.env.RELIABILITY_RESULTS;
  if (file) appendFileSync(file, `${labelled}\n`);
}

export interface TimedAnswer {
  status: number;
  ms: number;
  retryAfter: string | null;
  /** The answer's JSON body, when it had one. */
  body: unknown;
}

/** One request with its wall time; a refused or dropped connection answers status 0. */
export async function timed(url: string, init: RequestInit = {}): Promise<TimedAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after'), body: isJson && text ? JSON.parse(text) : text };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null, body: null };
  }
}

/** Counts by status, e.g. {"200": 40, "503": 12}. */
export function statusCounts(answers: TimedAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

/** A 503 as clients are promised it: Retry-After in whole seconds and the usual {error, message} body. */
export function isProperBusyAnswer(answer: TimedAnswer): boolean {
  const body = answer.body as { error?: unknown; message?: unknown } | null;
  return answer.status === 503 && /^\d+$/.test(answer.retryAfter ?? '') && typeof body?.error === 'string' && typeof body.message === 'string';
}

export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}
