// The servers' CPU time per request (lib/cpu-time.mjs, read from /proc): a process tree's count holds its children's, and
// the per-request figure is the difference of two readings over the requests.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { cpuPerRequest, cpuTime } from '../lib/cpu-time.mjs';

const linuxOnly = process.platform === 'linux' ? false : 'reads /proc';

test("a process's CPU time counts its children's", { skip: linuxOnly }, async () => {
  // A child that works, says so, then idles until it is stopped (a process that has exited leaves /proc).
  const child = spawn(process.execPath, ['-e', "let x = 0; for (let i = 0; i < 3e8; i++) x += i; process.stdout.write('worked'); setInterval(() => {}, 1000);"]);
  try {
    await new Promise((resolve, reject) => {
      child.stdout.once('data', resolve);
      child.once('error', reject);
    });
    const withChild = cpuTime(process.pid);
    const own = cpuTime(child.pid);
    assert.ok(own.api > 0, 'the child worked');
    assert.ok(withChild.api >= own.api, `the parent's count (${withChild.api} ms) holds the child's (${own.api} ms)`);
  } finally {
    child.kill();
  }
});

test("a child that has exited still counts, through its parent's count of the children it waited for", { skip: linuxOnly }, async () => {
  // The child runs a grandchild that works and exits, tells the grandchild's own CPU time, then idles until stopped.
  const work = "let x = 0; for (let i = 0; i < 1e8; i++) x += i; const { user, system } = process.cpuUsage(); process.stdout.write(String((user + system) / 1000));";
  const script = `const { execFileSync } = require('node:child_process'); process.stdout.write(execFileSync(process.execPath, ['-e', ${JSON.stringify(work)}])); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script]);
  try {
    const grandchildMs = Number(await new Promise((resolve, reject) => {
      child.stdout.once('data', (data) => resolve(String(data)));
      child.once('error', reject);
    }));
    const counted = cpuTime(child.pid);
    // Linux counts in 10 ms ticks.
    assert.ok(counted.api >= grandchildMs - 20, `the child's count (${counted.api} ms) holds the exited grandchild's (${grandchildMs} ms)`);
  } finally {
    child.kill();
  }
});

test('CPU per request: microseconds between two readings, none without requests', () => {
  assert.deepEqual(cpuPerRequest({ api: 1000, postgres: 50 }, { api: 1500, postgres: 250 }, 2000), { api: 250, postgres: 100 });
  assert.equal(cpuPerRequest({ api: 0, postgres: 0 }, { api: 10, postgres: 0 }, 0), null);
  assert.equal(cpuPerRequest(null, { api: 10, postgres: 0 }, 5), null);
});
