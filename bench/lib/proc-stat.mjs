// Every process's entry in /proc/<pid>/stat (Linux): its name, parent, CPU time and its exited children's. The API's workers are found by
// their parent (processes.mjs: their memory; cpu-time.mjs: their CPU time).
import fs from 'node:fs';

// Linux counts CPU time in USER_HZ ticks, 100 a second on every platform Node runs Linux on.
const MS_PER_TICK = 10;

/** One process, or null once it has gone (or off Linux). */
function readStat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses (which may hold spaces): state, ppid, …; utime, stime, cutime and cstime
    // are the 14th to 17th fields of the line.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      pid: Number(pid),
      name: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK,
      // Its children that have exited and been waited for: once gone from /proc, their time is counted here only.
      reapedCpuMs: (Number(fields[13]) + Number(fields[14])) * MS_PER_TICK,
    };
  } catch {
    return null;
  }
}

/** The processes running now: { pid, name, ppid, cpuMs, reapedCpuMs } each; empty where there is no /proc. */
export function processTable() {
  if (process.platform !== 'linux') return [];
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter(Boolean);
}
