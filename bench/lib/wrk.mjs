// Load generation with wrk (Debian's `wrk` package, C): a fixed concurrency for a fixed duration, like autocannon,
// but at a small fraction of its CPU. On a 2-core machine the generator shares the cores with the server, and
// autocannon (JavaScript) took about a core of its own at these rates; wrk leaves that core to the server.
// The scenario's `next()` is called up front for a rotation of requests, which a Lua script replays in turn.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** wrk's path, or null when it is not installed (`WRK_PATH` overrides; `BENCH_LOAD=autocannon` forces autocannon). */
export function findWrk() {
  if (process.env.BENCH_LOAD === 'autocannon') return null;
  const candidates = [process.env.WRK_PATH, '/usr/bin/wrk', '/usr/local/bin/wrk'].filter(Boolean);
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** Requests a rotation holds: enough to cycle every scenario's own lists (2,000 product ids) more than once. */
const ROTATION = 4096;

const luaString = (value) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r/g, '\\r').replace(/\n/g, '\\n')}"`;

function luaRequest(made) {
  const headers = Object.entries(made.headers ?? {}).map(([name, value]) => `[${luaString(name)}]=${luaString(value)}`);
  const body = made.body === undefined ? 'nil' : luaString(made.body);
  return `{${luaString(made.method ?? 'GET')},${luaString(made.path)},{${headers.join(',')}},${body}}`;
}

// Each request is formatted once; a request carrying an Idempotency-Key is formatted again on every lap of the
// rotation with the lap appended to the key, so no key is ever sent twice (a repeat would be answered as a replay).
// Status codes are counted per thread and gathered in done(); the summary is printed as one JSON line.
const SCRIPT = `
local laps, index, count, formatted = 0, 0, 0, {}
-- a global: done() reads it from each thread with thread:get()
statuses = {}
function init(args)
  -- A long rotation (a cold twin's keys) comes as a file of GET paths, one per line: too many for a Lua table literal.
  -- Each is kept as its formatted string alone: a table per request (200,000 small tables for 100,000 keys) made
  -- LuaJIT's collector stall this thread for tens of milliseconds at a time, and the latencies showed the stalls.
  if pathsFile then
    for line in io.lines(pathsFile) do
      count = count + 1
      formatted[count] = wrk.format("GET", line, {}, nil)
    end
    return
  end
  count = #requests
  for i, r in ipairs(requests) do
    if r[3]["idempotency-key"] == nil then formatted[i] = wrk.format(r[1], r[2], r[3], r[4]) end
  end
end
function request()
  index = index + 1
  if index > count then index, laps = 1, laps + 1 end
  local f = formatted[index]
  if f then return f end
  local r = requests[index]
  local headers = {}
  for k, v in pairs(r[3]) do headers[k] = v end
  headers["idempotency-key"] = headers["idempotency-key"] .. "-" .. tostring(laps)
  return wrk.format(r[1], r[2], headers, r[4])
end
function response(status)
  statuses[status] = (statuses[status] or 0) + 1
end
local threads = {}
function setup(thread) table.insert(threads, thread) end
function done(summary, latency)
  local codes = {}
  for _, thread in ipairs(threads) do
    for code, count in pairs(thread:get("statuses")) do codes[tostring(code)] = (codes[tostring(code)] or 0) + count end
  end
  local parts = {}
  for code, count in pairs(codes) do table.insert(parts, string.format('"%s":%d', code, count)) end
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"statusCodes":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.timeout, table.concat(parts, ",")))
end
`;

/** The Lua script replaying `rotation` requests of `next()` (plain GETs in a file of paths when there are many). */
function writeScript(next, rotation = ROTATION) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const file = path.join(directory, 'load.lua');
  const made = Array.from({ length: rotation }, () => next());
  if (rotation <= ROTATION) {
    fs.writeFileSync(file, `requests = {\n${made.map(luaRequest).join(',\n')}\n}\n${SCRIPT}`);
    return file;
  }
  if (made.some((request) => (request.method ?? 'GET') !== 'GET' || request.headers || request.body !== undefined || /[\r\n]/.test(request.path))) {
    throw new Error('a long rotation holds plain GETs only');
  }
  const paths = path.join(directory, 'paths.txt');
  fs.writeFileSync(paths, `${made.map((request) => request.path).join('\n')}\n`);
  fs.writeFileSync(file, `pathsFile = ${luaString(paths)}\n${SCRIPT}`);
  return file;
}

const ms = (microseconds) => Math.round(microseconds / 10) / 100;

/**
 * Runs wrk (one thread: it is far from being the bottleneck) against `url` with `connections` for `duration` seconds.
 * Answers the same summary shape as load.mjs's summarize().
 */
export async function runWrk({ wrk, url, connections, duration, next, rotation, timeoutSeconds = 10 }) {
  const script = writeScript(next, rotation);
  try {
    const stdout = await new Promise((resolve, reject) => {
      execFile(
        wrk,
        ['-t1', `-c${connections}`, `-d${Math.max(1, Math.round(duration))}s`, `--timeout`, `${timeoutSeconds}s`, '-s', script, url],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, out, err) => (error ? reject(new Error(`wrk failed: ${error.message}\n${out}${err}`)) : resolve(out)),
      );
    });
    const line = stdout.split('\n').find((text) => text.startsWith('WRK_RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const raw = JSON.parse(line.slice('WRK_RESULT '.length));
    const seconds = raw.durationUs / 1e6;
    const statusCodes = raw.statusCodes;
    const completed = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
    const ok = Object.entries(statusCodes).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? count : 0), 0);
    return {
      requests: completed,
      rps: Math.round((completed / seconds) * 10) / 10,
      p50: ms(raw.p50),
      p90: ms(raw.p90),
      p99: ms(raw.p99),
      max: ms(raw.max),
      // Connections that failed to open, or broke while reading or writing.
      errors: raw.connect + raw.read + raw.write,
      timeouts: raw.timeout,
      non2xx: completed - ok,
      shed: statusCodes['503'] ?? 0,
      statusCodes,
      seconds: Math.round(seconds * 100) / 100,
      connections,
      generator: 'wrk',
    };
  } finally {
    if (!process.env.BENCH_KEEP_WRK) fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}
