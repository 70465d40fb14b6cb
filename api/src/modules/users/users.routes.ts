import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { KeptPages } from '../../lib/cached-answer';
import { IdParams } from '../../lib/common-schemas';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { VerifiedLogins } from '../../lib/verified-logins';
import { clusterLogins } from '../../cluster/messages';
import { NO_STORE } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { admitLoginAttempt, admitRememberedLogin, clearAccountThrottle, findSignInAccount, recordLoginSuccess } from './login-throttle';
import {
  type Conflict,
  createUser,
  findUserById,
  listNonAdminUsers,
  pageNonAdminUsers,
  readUsersVersion,
  setDisabled,
  setPassword,
  type UserDto,
  updateUserIdentity,
} from './users.repository';
import {
  ListUsersQuery,
  LOGIN_FAILED,
  LoginAnswer,
  LoginBody,
  PasswordBody,
  RegisterBody,
  UpdateUserBody,
  UserListAnswer,
  UserSchema,
} from './users.schemas';

const CONFLICT_TEXT: Record<Conflict, string> = {
  username: 'Username is already taken.',
  email: 'Email is already registered.',
};

function conflictError(field: Conflict) {
  return httpError(409, CONFLICT_TEXT[field], CONFLICT_TEXT[field], { [field]: CONFLICT_TEXT[field] });
}

function isConflict(value: unknown): value is Conflict {
  return value === 'username' || value === 'email';
}

const tags = ['users'];
const security = [{ bearerAuth: [] }];

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The administrator's user list pages, kept as sent while the users version (migrations 0045, 0077) reads the same.
  const listPages = new KeptPages();
  // The workers of one server share what each remembers (a sign-in may reach any of them); entries arrive later.
  const shared = clusterLogins((entry) => verifiedLogins.accept(entry));
  const verifiedLogins = new VerifiedLogins(app.config.loginCacheMinutes * 60_000, shared ?? {});
  const throttle = {
    maxFailures: app.config.loginMaxFailures,
    windowSeconds: app.config.loginWindowSeconds,
    accountMaxFailures: app.config.loginAccountMaxFailures,
    knownAddressDays: app.config.loginKnownAddressDays,
  };

  /** Loads a buyer or seller for an admin action: 404 if unknown, 403 for administrator accounts. */
  async function editableUser(id: number): Promise<UserDto> {
    const user = await findUserById(app.db, id);
    if (!user) throw httpError(404, 'User not found.', `No user with id ${id}.`);
    if (user.role === 'ADMIN') throw httpError(403, 'Administrator accounts cannot be changed here.', 'Administrators are managed outside the user console.');
    return user;
  }

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Register a buyer or seller',
        body: RegisterBody,
        response: { 201: UserSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const created = await createUser(app.db, request.body);
      if (isConflict(created)) throw conflictError(created);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags,
        summary: 'Log in by username or email',
        body: LoginBody,
        response: { 200: LoginAnswer, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      // The answer carries a token: never kept by a browser or proxy, whatever it says.
      void reply.header('cache-control', NO_STORE);
      const identifier = request.body.identifier.trim().toLowerCase();
      const found = await findSignInAccount(app.db, identifier, request.ip, throttle);
      const user = found?.user ?? null;
      const { password } = request.body;
      // A password that passed the full check moments ago (lib/verified-logins.ts) is no guess: checked against the
      // throttle's buckets without being counted, and without the ~20 ms hash. Never for a disabled account: its
      // refusal would come sooner for the right password than for a wrong one.
      const recent = user !== null && !user.disabled && verifiedLogins.matches(user.id, user.password_hash, password);
      app.metrics.loginChecks.inc({ check: recent ? 'remembered' : 'full' });
      // Otherwise counted before the password is checked, so parallel guesses cannot slip past the limit.
      const gate = recent && found ? await admitRememberedLogin(app.db, user.id, request.ip, throttle, found.standing) : await admitLoginAttempt(app.db, user?.id, identifier, request.ip, throttle);
      if (!gate.allowed) {
        const minutes = Math.ceil(gate.retryAfterSeconds / 60);
        const text = `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
        reply.header('Retry-After', String(gate.retryAfterSeconds));
        throw httpError(429, text);
      }
      // Unknown user, wrong password and disabled account do the same work and get the same answer.
      const passwordOk = recent || (user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password));
      if (!user || !passwordOk || user.disabled) throw httpError(401, LOGIN_FAILED, LOGIN_FAILED);
      if (!recent) {
        verifiedLogins.remember(user.id, user.password_hash, password);
        await recordLoginSuccess(app.db, user.id, request.ip);
      }
      // The generation read with the hash, before it was checked: a change since then has already ended this token.
      const token = await app.signToken({ userId: user.id, username: user.username, role: user.role }, user.token_generation);
      return { id: user.id, token, role: user.role, username: user.username };
    },
  );

  app.get(
    '/users',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Buyers and sellers (admin); paged when page or size is given',
        querystring: ListUsersQuery,
        response: { 200: UserListAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { q, page, size } = request.query;
      if (page === undefined && size === undefined) return listNonAdminUsers(app.db, { q });
      const [number, pageSize] = [page ?? 0, size ?? DEFAULT_PAGE_SIZE];
      const key = JSON.stringify([q?.trim() ?? '', number, pageSize]);
      return listPages.send(reply, key, await readUsersVersion(app.db), () => pageNonAdminUsers(app.db, q, number, pageSize));
    },
  );

  app.put(
    '/users/:id',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Change username and email (admin); role is read-only',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await editableUser(request.params.id);
      const { username, email, role } = request.body;
      if (role !== undefined && role !== user.role) {
        throw httpError(400, 'Role cannot be changed.', 'The role of a user is read-only.', { role: 'Role cannot be changed.' });
      }
      const updated = await updateUserIdentity(app.db, user.id, username, email);
      if (isConflict(updated)) throw conflictError(updated);
      if (!updated) throw httpError(404, 'User not found.', `No user with id ${user.id}.`);
      return updated;
    },
  );

  app.put(
    '/users/:id/password',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: "Set a user's password (admin); the user's existing sessions end",
        params: IdParams,
        body: PasswordBody,
        response: { 204: { type: 'null', description: 'Password changed' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await editableUser(request.params.id);
      await setPassword(app.db, user.id, request.body.password);
      await clearAccountThrottle(app.db, user.id);
      return reply.status(204).send(null);
    },
  );

  for (const action of ['enable', 'disable'] as const) {
    app.put(
      `/users/:id/${action}`,
      {
        preHandler: app.requireRole('ADMIN'),
        schema: {
          tags,
          security,
          summary: action === 'enable' ? 'Enable a user (admin)' : "Disable a user (admin); the user's sessions end",
          params: IdParams,
          response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = await editableUser(request.params.id);
        const updated = await setDisabled(app.db, user.id, action === 'disable');
        if (!updated) throw httpError(404, 'User not found.', `No user with id ${user.id}.`);
        return updated;
      },
    );
  }
};
