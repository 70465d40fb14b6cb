// The load generator's long rotation (a cold twin's keys, handed to wrk as a file of paths): every key is sent, in
// the rotation's order, and none twice before the rotation runs out. Skipped where wrk is not installed.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { findWrk, runWrk } from '../lib/wrk.mjs';

const wrk = findWrk();

test('a long rotation sends its keys in turn, none twice', { skip: wrk ? false : 'wrk is not installed' }, async () => {
  const seen = [];
  const server = http.createServer((request, response) => {
    seen.push(request.url);
    response.end('{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const keys = Array.from({ length: 200_000 }, (_, index) => `/item/${index}?page=${index % 7}`);
    let next = 0;
    const result = await runWrk({ wrk, url: `http://127.0.0.1:${server.address().port}`, connections: 4, duration: 1, next: () => ({ path: keys[next++] }), rotation: keys.length });
    assert.ok(seen.length > 0 && seen.length < keys.length, `${seen.length} requests in 1 s: the rotation must outlast the run`);
    // wrk counts the answers it read; up to one request per connection was still in flight when it stopped.
    assert.ok(result.requests <= seen.length && seen.length <= result.requests + 4, `wrk ${result.requests}, server ${seen.length}`);
    assert.deepEqual(result.statusCodes, { 200: result.requests });
    // None twice, and taken in turn: wrk's thread asks for the keys one by one (it may ask for one it never sends, and
    // its connections answer out of turn), so every key sent lies within the first few past the count.
    assert.equal(new Set(seen).size, seen.length, 'a key was sent twice');
    const position = new Map(keys.map((key, index) => [key, index]));
    assert.ok(seen.every((url) => position.get(url) < seen.length + 8), 'a key was sent out of turn');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
