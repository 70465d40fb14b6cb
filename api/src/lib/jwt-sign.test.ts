import assert from 'node:assert/strict';
import { createSecretKey } from 'node:crypto';
import { describe, test } from 'node:test';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { signHs256 } from './jwt-sign';

const secret = 'a-secret-of-forty-or-more-characters-for-the-test-1234';
const key = createSecretKey(Buffer.from(secret, 'utf8'));
// What jose checks tokens with in plugins/auth.ts: the secret's UTF-8 bytes.
const joseKey = new TextEncoder().encode(secret);

describe('signHs256: tokens jose accepts', () => {
  test('jose verifies the signature and reads back every claim, a fractional iat included', async () => {
    const iat = 1_764_374_400.123;
    const claims = { role: 'BUYER', userId: 42, gen: 3, sub: 'crème', iat, exp: Math.floor(iat) + 3600 };
    const token = signHs256(claims, key);
    assert.deepEqual(decodeProtectedHeader(token), { alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, joseKey, { algorithms: ['HS256'], currentDate: new Date(iat * 1000) });
    assert.deepEqual(payload, claims);
  });

  test('a token signed with another secret, or changed after signing, is refused', async () => {
    const claims = { userId: 1, iat: 1_764_374_400, exp: 1_764_378_000 };
    const options = { algorithms: ['HS256'], currentDate: new Date(1_764_374_400_000) };
    const other = signHs256(claims, createSecretKey(Buffer.from(`${secret}-other`, 'utf8')));
    await assert.rejects(jwtVerify(other, joseKey, options));
    const [header, , signature] = signHs256(claims, key).split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, userId: 2 })).toString('base64url')}.${signature}`;
    await assert.rejects(jwtVerify(forged, joseKey, options));
  });
});
