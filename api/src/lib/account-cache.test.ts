import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AccountCache, type AccountStanding } from './account-cache';

const account = (id: number, disabled = false): AccountStanding => ({ id, username: `user${id}`, role: 'BUYER', disabled, tokens_valid_after: null, token_generation: 0 });

function listeningCache(): AccountCache {
  const accounts = new AccountCache();
  accounts.setListening(true);
  return accounts;
}

describe('account cache: a standing is trusted only while no notice may have outdated it', () => {
  test('nothing is trusted while the notices are not heard', () => {
    const accounts = new AccountCache();
    accounts.keep(account(1), accounts.readStarts());
    assert.equal(accounts.trusted(1), undefined);
  });

  test("a notice drops the account; a read during which any account changed is not kept", () => {
    const accounts = listeningCache();
    accounts.keep(account(1), accounts.readStarts());
    accounts.keep(account(2), accounts.readStarts());
    assert.equal(accounts.trusted(1)?.username, 'user1');
    const inFlight = accounts.readStarts();
    accounts.notice('1');
    assert.equal(accounts.trusted(1), undefined);
    assert.equal(accounts.trusted(2)?.username, 'user2', 'another account is not affected');
    accounts.keep(account(1), inFlight);
    assert.equal(accounts.trusted(1), undefined, 'read while the change came: may be the old row');
    accounts.keep(account(1, true), accounts.readStarts());
    assert.equal(accounts.trusted(1)?.disabled, true);
  });

  test("a payload it cannot read, or losing the notices, drops everything", () => {
    const accounts = listeningCache();
    accounts.keep(account(1), accounts.readStarts());
    accounts.notice('*');
    assert.equal(accounts.trusted(1), undefined);
    accounts.keep(account(1), accounts.readStarts());
    const inFlight = accounts.readStarts();
    accounts.setListening(false);
    assert.equal(accounts.trusted(1), undefined);
    accounts.setListening(true);
    accounts.keep(account(1), inFlight);
    assert.equal(accounts.trusted(1), undefined);
  });
});
