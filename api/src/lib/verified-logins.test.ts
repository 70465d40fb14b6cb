import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { VerifiedLogins } from './verified-logins';

describe('verified logins: a password that passed the full check, remembered briefly', () => {
  test('only the same user, the same stored hash and the same password within the TTL match', () => {
    let now = 1_000_000;
    const logins = new VerifiedLogins(60_000, { capacity: 100, now: () => now });
    assert.equal(logins.matches(1, 'hash-a', 'secret-one'), false, 'nothing before a full check');
    logins.remember(1, 'hash-a', 'secret-one');
    assert.equal(logins.matches(1, 'hash-a', 'secret-one'), true);
    assert.equal(logins.matches(1, 'hash-a', 'secret-two'), false, 'another password');
    assert.equal(logins.matches(2, 'hash-a', 'secret-one'), false, 'another user');
    assert.equal(logins.matches(1, 'hash-b', 'secret-one'), false, 'the password was changed since');
    now += 60_001;
    assert.equal(logins.matches(1, 'hash-a', 'secret-one'), false, 'past the TTL');
  });

  test('workers sharing a key accept each other\'s entries; a different key never matches them', () => {
    const key = Buffer.alloc(32, 7);
    const shared: Parameters<VerifiedLogins['accept']>[0][] = [];
    const first = new VerifiedLogins(60_000, { key, share: (entry) => shared.push(entry) });
    const second = new VerifiedLogins(60_000, { key });
    const stranger = new VerifiedLogins(60_000);
    first.remember(3, 'hash-c', 'secret-three');
    assert.equal(shared.length, 1);
    second.accept(shared[0]!);
    stranger.accept(shared[0]!);
    assert.equal(second.matches(3, 'hash-c', 'secret-three'), true);
    assert.equal(second.matches(3, 'hash-c', 'secret-four'), false);
    assert.equal(stranger.matches(3, 'hash-c', 'secret-three'), false, 'another key makes another proof');
  });

  test('a TTL of 0 remembers nothing', () => {
    const logins = new VerifiedLogins(0);
    logins.remember(1, 'hash-a', 'secret-one');
    assert.equal(logins.enabled, false);
    assert.equal(logins.matches(1, 'hash-a', 'secret-one'), false);
  });
});
