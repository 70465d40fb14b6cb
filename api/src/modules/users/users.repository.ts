import { type Kysely, sql } from 'kysely';
import type { AppConfig } from '../../config';
import { containsInsensitive, isUniqueViolation, nowIso } from '../../db/helpers';
import { dialectOf, preparedRead } from '../../db/prepared';
import type { Database, Role } from '../../db/schema';
import { queueMail } from '../../lib/mail/outbox';
import { pageAnswer } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';

export interface UserDto {
  id: number;
  username: string;
  email: string;
  role: Role;
  disabled: boolean;
}

export interface UserRow extends UserDto {
  password_hash: string;
  /** Read with the hash: the sign-in's token carries it, so a change committed after this read ends that token. */
  token_generation: number;
}

export type Db = Kysely<Database>;
export type Conflict = 'username' | 'email';

const DTO_COLUMNS = ['id', 'username', 'email', 'role', 'disabled'] as const;

export async function findUserById(db: Db, id: number): Promise<UserDto | null> {
  const row = await db.selectFrom('users').select(DTO_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** What a sign-in reads of the account it names (login-throttle.ts, findSignInAccount). */
export const SIGN_IN_COLUMNS = [...DTO_COLUMNS, 'password_hash', 'token_generation'] as const;

/** Which of username/email another user already holds (case-insensitive), or null. */
export async function findConflict(db: Db, username: string, email: string, exceptId?: number): Promise<Conflict | null> {
  let query = db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), '=', username.toLowerCase()), eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]),
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  if (rows.some((row) => row.username.toLowerCase() === username.toLowerCase())) return 'username';
  return rows.length > 0 ? 'email' : null;
}

interface NewUser {
  username: string;
  email: string;
  password: string;
  role: Role;
}

/** Inserts the user; answers the conflicting field instead when a concurrent insert won the unique index. */
export async function createUser(db: Db, user: NewUser): Promise<UserDto | Conflict> {
  const passwordHash = await hashPassword(user.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({ username: user.username, email: user.email, password_hash: passwordHash, role: user.role })
        .returning(DTO_COLUMNS)
        .executeTakeFirstOrThrow();
      const role = created.role === 'SELLER' ? 'SELLER' : 'BUYER';
      await queueMail(trx, [{ kind: 'WELCOME', userId: created.id, dedupeKey: `WELCOME:${created.id}`, data: { username: created.username, role } }]);
      return created;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await findConflict(db, user.username, user.email)) ?? 'username';
  }
}

export async function updateUserIdentity(db: Db, id: number, username: string, email: string): Promise<UserDto | Conflict | null> {
  try {
    const row = await db.updateTable('users').set({ username, email }).where('id', '=', id).returning(DTO_COLUMNS).executeTakeFirst();
    return row ?? null;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await findConflict(db, username, email, id)) ?? 'username';
  }
}

// A new token generation: every token of a sign-in that read the account before this write is refused.
const nextGeneration = sql<number>`token_generation + 1`;

/** New hash and every earlier token revoked, those of sign-ins still under way included; the user hears of it. */
export async function setPassword(db: Db, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, tokens_valid_after: nowIso(), token_generation: nextGeneration })
      .where('id', '=', id)
      .returning('token_generation')
      .executeTakeFirst();
    if (changed) await queueMail(trx, [{ kind: 'PASSWORD_CHANGED', userId: id, dedupeKey: `PASSWORD_CHANGED:${id}:${changed.token_generation}`, data: {} }]);
  });
}

/**
 * Disabling also revokes every token issued so far or under way (enabling does not bring them back); an account that
 * was enabled hears that it was disabled.
 */
export async function setDisabled(db: Db, id: number, disabled: boolean): Promise<UserDto | null> {
  return db.transaction().execute(async (trx) => {
    // PostgreSQL: the row locked, so of two admins disabling at once only the first tells the user (SQLite writes are serial).
    const read = trx.selectFrom('users').select('disabled').where('id', '=', id);
    const before = await (dialectOf(trx) === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
    const changes = disabled ? { disabled, tokens_valid_after: nowIso(), token_generation: nextGeneration } : { disabled };
    const row = await trx.updateTable('users').set(changes).where('id', '=', id).returning([...DTO_COLUMNS, 'token_generation']).executeTakeFirst();
    if (!row) return null;
    if (disabled && before && !before.disabled) {
      await queueMail(trx, [{ kind: 'ACCOUNT_DISABLED', userId: id, dedupeKey: `ACCOUNT_DISABLED:${id}:${row.token_generation}`, data: {} }]);
    }
    const { token_generation: _generation, ...user } = row;
    return user;
  });
}

export interface ListOptions {
  q?: string | undefined;
  limit?: number;
  offset?: number;
}

function nonAdmins(db: Db, q: string | undefined) {
  let query = db.selectFrom('users').where('role', '<>', 'ADMIN');
  const text = q?.trim();
  if (text) query = query.where((eb) => eb.or([containsInsensitive(eb.ref('username'), text), containsInsensitive(eb.ref('email'), text)]));
  return query;
}

/** Buyers and sellers by id, optionally filtered and sliced. */
export async function listNonAdminUsers(db: Db, options: ListOptions): Promise<UserDto[]> {
  let query = nonAdmins(db, options.q).select(DTO_COLUMNS).orderBy('id');
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return query.execute();
}

const usersVersion = preparedRead((db: Db, _values: Record<string, never>) => db.selectFrom('users_version').select('version').where('id', '=', 1));

/** The users version (migrations 0045, 0077): the administrator's user list pages are kept while it reads the same. */
export async function readUsersVersion(db: Db): Promise<string> {
  const [row] = await usersVersion(db, {});
  return String(row?.version ?? 0);
}

/** One page of the administrator's user list (buyers and sellers by id, optionally searched), with its total. */
export async function pageNonAdminUsers(db: Db, q: string | undefined, page: number, size: number) {
  const [content, total] = await Promise.all([listNonAdminUsers(db, { q, limit: size, offset: page * size }), countNonAdminUsers(db, q)]);
  return pageAnswer(content, total, page, size);
}

export async function countNonAdminUsers(db: Db, q: string | undefined): Promise<number> {
  const row = await nonAdmins(db, q)
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** On a database without an administrator, creates one from ADMIN_USERNAME/ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function ensureAdmin(db: Db, config: AppConfig): Promise<'created' | 'exists' | 'name-taken'> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').executeTakeFirst();
  if (admin) return 'exists';
  const passwordHash = await hashPassword(config.adminPassword);
  const inserted = await db
    .insertInto('users')
    .values({ username: config.adminUsername, email: config.adminEmail, password_hash: passwordHash, role: 'ADMIN' })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? 'created' : 'name-taken';
}
