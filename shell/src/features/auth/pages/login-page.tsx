import type { FormEvent } from 'react';
import { useState } from 'react';
import { useLocation, useNavigate } from '@shop/shared/router';
import { returnAfterLogin, showAlert, TextField, useFormFields, useSessionStore } from '@shop/shared';
import { AUTH_TEXT } from '../auth-text';
import { signIn } from '../sign-in';
import { Explanation } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const sessionEnded = useSessionStore((state) => state.endedReason === 'expired');
  const { values, setErrors, field } = useFormFields({ identifier: '', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const identifier = values.identifier.trim();
    const found = {
      ...(identifier ? {} : { identifier: AUTH_TEXT.identifierRequired }),
      ...(values.password ? {} : { password: AUTH_TEXT.passwordRequired }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setBusy(true);
    const result = await signIn(identifier, values.password);
    setBusy(false);
    if (result.ok) {
      // Back to the page that sent the guest here, finishing what they were doing there.
      const back = returnAfterLogin(location.state);
      navigate(back.to, { replace: true, state: back.state });
    } else showAlert(AUTH_TEXT.loginFailedTitle, result.message);
  };

  return (
    <AuthForm kind="login" busy={busy} onSubmit={submit}>
      {sessionEnded && <Explanation role="status">{AUTH_TEXT.sessionEnded}</Explanation>}
      <TextField label={AUTH_TEXT.identifier} autoComplete="username" {...field('identifier')} />
      <TextField label={AUTH_TEXT.password} type="password" autoComplete="current-password" {...field('password')} />
    </AuthForm>
  );
}
