import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@shop/shared/router';
import { apiErrorText, Button, isValidEmail, Page, returnAfterLogin, showAlert, TextField } from '@shop/shared';
import { AUTH_TEXT } from '../auth-text';
import { registerUser } from '../api/register-user';
import { signIn } from '../sign-in';
import { AuthCard, FormFooter } from '../components/auth-card';
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
  const [values, setValues] = useState<RegisterValues>({ username: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof RegisterValues) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

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
    <Page>
      <AuthCard as="form" noValidate onSubmit={submit} aria-labelledby="register-title">
        <h1 id="register-title">{AUTH_TEXT.registerTitle}</h1>
        <RoleTabs value={role} onChange={setRole} />
        <TextField label={AUTH_TEXT.username} autoComplete="username" {...field('username')} />
        <TextField label={AUTH_TEXT.email} type="email" autoComplete="email" {...field('email')} />
        <TextField label={AUTH_TEXT.password} type="password" autoComplete="new-password" {...field('password')} />
        <TextField label={AUTH_TEXT.confirmPassword} type="password" autoComplete="new-password" {...field('confirm')} />
        {/* aria-disabled, not disabled: the button keeps focus, so focus returns to it after an alert. */}
        <Button type="submit" aria-disabled={busy}>
          {AUTH_TEXT.registerButton}
        </Button>
        <FormFooter>
          {AUTH_TEXT.haveAccount} <Link to="/login" state={location.state}>{AUTH_TEXT.loginTitle}</Link>
        </FormFooter>
      </AuthCard>
    </Page>
  );
}
