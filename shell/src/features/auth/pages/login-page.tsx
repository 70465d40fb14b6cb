import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@shop/shared/router';
import { Button, Page, returnAfterLogin, showAlert, TextField, useSessionStore } from '@shop/shared';
import { AUTH_TEXT } from '../auth-text';
import { signIn } from '../sign-in';
import { AuthCard, Explanation, FormFooter } from '../components/auth-card';

interface LoginErrors {
  identifier?: string;
  password?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const sessionEnded = useSessionStore((state) => state.endedReason === 'expired');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: LoginErrors = {};
    if (!identifier.trim()) found.identifier = AUTH_TEXT.identifierRequired;
    if (!password) found.password = AUTH_TEXT.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setBusy(true);
    const result = await signIn(identifier.trim(), password);
    setBusy(false);
    if (result.ok) {
      // Back to the page that sent the guest here, finishing what they were doing there.
      const back = returnAfterLogin(location.state);
      navigate(back.to, { replace: true, state: back.state });
    } else showAlert(AUTH_TEXT.loginFailedTitle, result.message);
  };

  return (
    <Page>
      <AuthCard as="form" noValidate onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">{AUTH_TEXT.loginTitle}</h1>
        {sessionEnded && <Explanation role="status">{AUTH_TEXT.sessionEnded}</Explanation>}
        <TextField
          label={AUTH_TEXT.identifier}
          name="identifier"
          autoComplete="username"
          required
          value={identifier}
          error={errors.identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <TextField
          label={AUTH_TEXT.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {/* aria-disabled, not disabled: the button keeps focus, so focus returns to it after an alert. */}
        <Button type="submit" aria-disabled={busy}>
          {AUTH_TEXT.loginButton}
        </Button>
        <FormFooter>
          {AUTH_TEXT.noAccount} <Link to="/register" state={location.state}>{AUTH_TEXT.createAccount}</Link>
        </FormFooter>
      </AuthCard>
    </Page>
  );
}
