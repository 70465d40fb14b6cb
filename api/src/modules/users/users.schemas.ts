import { Type } from 'typebox';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';
import { PageOf, PageQuery } from '../../lib/common-schemas';

export const LOGIN_FAILED = 'Incorrect credentials or account does not exist.';

const Username = Type.String({
  minLength: 3,
  maxLength: 30,
  pattern: '^[A-Za-z0-9_.-]+$',
  [ERROR_MESSAGE_KEYWORD]: 'Username must be 3-30 characters: letters, digits, _ . or -.',
});
const Email = Type.String({ format: 'email', maxLength: 254, [ERROR_MESSAGE_KEYWORD]: 'Email must be a valid email address.' });
const Password = Type.String({
  minLength: 8,
  maxLength: 128,
  [ERROR_MESSAGE_KEYWORD]: 'Password must be 8 to 128 characters.',
});
const AnyRole = Type.Enum(['BUYER', 'SELLER', 'ADMIN']);

export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: AnyRole,
  disabled: Type.Boolean(),
});

export const RegisterBody = Type.Object({
  username: Username,
  email: Email,
  password: Password,
  role: Type.Enum(['BUYER', 'SELLER'], { [ERROR_MESSAGE_KEYWORD]: 'Role must be BUYER or SELLER.' }),
});

export const LoginBody = Type.Object({
  identifier: Type.String({ minLength: 1, maxLength: 254, description: 'Username or email' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const LoginAnswer = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  role: AnyRole,
  username: Type.String(),
});

/** The admin UI sends the whole user object; only username and email change, role must match, the rest is ignored. */
export const UpdateUserBody = Type.Object({
  username: Username,
  email: Email,
  role: Type.Optional(AnyRole),
});

export const PasswordBody = Type.Object({ password: Password });

export const ListUsersQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Case-insensitive substring of username or email' })),
  ...PageQuery,
});

export const UserPage = PageOf(UserSchema);
export const UserListAnswer = Type.Union([Type.Array(UserSchema), UserPage], {
  description: 'A plain array without page/size; a page object when page or size is given.',
});
