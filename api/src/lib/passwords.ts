import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { Counter } from 'prom-client';

// The package ships Algorithm as a const enum with no runtime value, so the id is spelled out: 2 = Argon2id.
const ARGON2ID = 2 as Algorithm;
// OWASP minimum for argon2id: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The costliest thing a request can ask of the CPU, counted per process (shown with the process metrics). */
export const argon2Operations = new Counter({
  name: 'shop_argon2_operations_total',
  help: 'argon2id computations: hash (a new or changed password) or verify (a sign-in, the decoy check of an unknown user included)',
  labelNames: ['operation'] as const,
  registers: [],
});
// Labelled once (prom-client would hash the labels on every call).
const hashes = argon2Operations.labels({ operation: 'hash' });
const verifications = argon2Operations.labels({ operation: 'verify' });

export function hashPassword(password: string): Promise<string> {
  hashes.inc();
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verifications.inc();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Burns the same time as a real check (against a hash made with the same parameters), so an unknown user is not told
 * apart by the answer time.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
