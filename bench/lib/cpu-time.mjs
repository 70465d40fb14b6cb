// The CPU time (user + system) the measured processes spend, read from /proc (Linux): per request it is a figure the
// machine's noise moves far less than latency or throughput (a shared machine's other load takes the CPU away from
// the server, it does not make the server's own work dearer), so what a change costs or saves shows where p99 wanders.
import fs from 'node:fs';

// Linux counts in USER_HZ ticks, 100 a second on every platform Node runs Linux on.
const MS_PER_TICK = 10;

/** One process's parent and CPU time, or null once it has gone. */
function readStat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    // After the command name in brackets: state, ppid, …; utime and stime are the 14th and 15th fields.
    const fields = text.slice(close + 2).split(' ');
    return { pid: Number(pid), name: text.slice(text.indexOf('(') + 1, close), ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK };
  } catch {
    return null;
  }
}

/**
 * Milliseconds of CPU used so far by `rootPid` with every process under it (the API's primary and its workers), and by
 * every PostgreSQL server process (its backends do a request's statements). Null where there is no /proc.
 */
export function cpuTime(rootPid) {
  if (process.platform !== 'linux') return null;
  const processes = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter(Boolean);
  const childrenOf = new Map();
  for (const entry of processes) childrenOf.set(entry.ppid, [...(childrenOf.get(entry.ppid) ?? []), entry]);
  let api = 0;
  const stack = processes.filter((entry) => entry.pid === rootPid);
  while (stack.length > 0) {
    const entry = stack.pop();
    api += entry.ms;
    stack.push(...(childrenOf.get(entry.pid) ?? []));
  }
  const postgres = processes.filter((entry) => entry.name === 'postgres').reduce((sum, entry) => sum + entry.ms, 0);
  return { api, postgres };
}

/** Microseconds of CPU per request between two readings: the API's processes, and PostgreSQL's. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || !(requests > 0)) return null;
  const per = (key) => Math.round(((after[key] - before[key]) * 1000) / requests);
  return { api: per('api'), postgres: per('postgres') };
}
