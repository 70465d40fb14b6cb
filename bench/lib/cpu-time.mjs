// The CPU time (user + system) the measured processes spend: per request, the servers' own cost of a row, split
// between the API and PostgreSQL. Another load on a shared machine takes CPU away from the server rather than making
// its work dearer, so this figure moves less from run to run than p99 does (BENCHMARKS.md, findings of 2026-11-28).
import { processTable } from './proc-stat.mjs';

/**
 * Milliseconds of CPU used so far by `rootPid` with every process under it (the API's primary and its workers), and by
 * every PostgreSQL server process (its backends do a request's statements), each with its children that have exited:
 * PostgreSQL starts a parallel query's workers for one statement, and a process gone from /proc between two readings
 * would take its time with it (its parent, which waited for it, holds it then). Null where there is no /proc.
 */
export function cpuTime(rootPid) {
  const processes = processTable();
  if (processes.length === 0) return null;
  const childrenOf = new Map();
  for (const entry of processes) {
    if (!childrenOf.has(entry.ppid)) childrenOf.set(entry.ppid, []);
    childrenOf.get(entry.ppid).push(entry);
  }
  let api = 0;
  const stack = processes.filter((entry) => entry.pid === rootPid);
  while (stack.length > 0) {
    const entry = stack.pop();
    api += entry.cpuMs + entry.reapedCpuMs;
    stack.push(...(childrenOf.get(entry.pid) ?? []));
  }
  const postgres = processes.filter((entry) => entry.name === 'postgres').reduce((sum, entry) => sum + entry.cpuMs + entry.reapedCpuMs, 0);
  return { api, postgres };
}

/** Microseconds of CPU per request between two readings: the API's processes, and PostgreSQL's. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || !(requests > 0)) return null;
  const per = (key) => Math.round(((after[key] - before[key]) * 1000) / requests);
  return { api: per('api'), postgres: per('postgres') };
}
