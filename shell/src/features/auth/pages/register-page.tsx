import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@shop/shared/router';
import { apiErrorText, isValidEmail, returnAfterLogin, showAlert, TextField, useFormFields } from '@shop/shared';
import { AUTH_TEXT } from '../auth-text';
import { registerUser } from '../api/register-user';
import { signIn } from '../sign-in';
import { AuthForm } from '../components/auth-form';
import { RoleTabs, type RegistrationRole } from '../components/role-tabs';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirm: string;
}

type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

export function validateRegistration(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.username.trim()) errors.username = AUTH_TEXT.usernameRequired;
  if (!values.email.trim()) errors.email = AUTH_TEXT.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = AUTH_TEXT.emailInvalid;
  if (!values.password) errors.password = AUTH_TEXT.passwordRequired;
  if (!values.confirm) errors.confirm = AUTH_TEXT.confirmRequired;
  return errors;
}

/** Registers a buyer or a seller and signs them straight in, so they land in their own view. */
export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [role, setRole] = useState<RegistrationRole>('BUYER');
  const { values, setErrors, field } = useFormFields<keyof RegisterValues>({ username: '', email: '', password: '', confirm: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (values.password !== values.confirm) {
      showAlert(AUTH_TEXT.passwordsMismatchTitle, AUTH_TEXT.passwordsMismatch);
      return;
    }
    setBusy(true);
    try {
      await registerUser({ username: values.username.trim(), email: values.email.trim(), password: values.password, role });
    } catch (error) {
      setBusy(false);
      showAlert(AUTH_TEXT.registrationFailedTitle, apiErrorText(error, AUTH_TEXT.registrationFailed));
      return;
    }
    const signedIn = await signIn(values.username.trim(), values.password);
    setBusy(false);
    // A guest sent here from the login page returns to the page they came from.
    const back = returnAfterLogin(location.state);
    if (signedIn.ok) navigate(back.to, { replace: true, state: back.state });
    else navigate('/login', { replace: true, state: location.state });
  };

  return (
    <AuthForm kind="register" busy={busy} onSubmit={submit}>
      <RoleTabs value={role} onChange={setRole} />
      <TextField label={AUTH_TEXT.username} autoComplete="username" {...field('username')} />
      <TextField label={AUTH_TEXT.email} type="email" autoComplete="email" {...field('email')} />
      <TextField label={AUTH_TEXT.password} type="password" autoComplete="new-password" {...field('password')} />
      <TextField label={AUTH_TEXT.confirmPassword} type="password" autoComplete="new-password" {...field('confirm')} />
    </AuthForm>
  );
}
