import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MailPacer } from './pacer';

// A clock the test moves by hand: the pacer's decisions depend on nothing else.
function pacerAt(budgetMs: number) {
  let now = 0;
  const pacer = new MailPacer(budgetMs, () => now);
  return { pacer, advance: (ms: number) => (now += ms) };
}

test('a quiet process sends batch after batch, and stops when a request arrives', () => {
  const { pacer, advance } = pacerAt(50);
  const another = pacer.tick(false);
  advance(400);
  assert.equal(another(), true, 'no request: however long sending took, it goes on');
  pacer.requestArrived();
  assert.equal(another(), false);
});

test('a process answering requests sends only until its share of the interval is spent', () => {
  const { pacer, advance } = pacerAt(50);
  pacer.requestArrived();
  const another = pacer.tick(false);
  advance(20);
  assert.equal(another(), true);
  advance(30);
  assert.equal(another(), false, 'the 50 ms share is spent');
});

test('the interval after the requests stop is quiet again', () => {
  const { pacer, advance } = pacerAt(50);
  pacer.requestArrived();
  pacer.tick(false);
  const another = pacer.tick(false);
  advance(500);
  assert.equal(another(), true);
});

test('a quiet process paces itself while the shop queues new messages (another process is taking orders)', () => {
  const { pacer, advance } = pacerAt(50);
  const another = pacer.tick(true);
  advance(50);
  assert.equal(another(), false);
});
