import type { FormEvent, ReactNode } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import { Button, Page } from '@shop/shared';
import { AUTH_TEXT } from '../auth-text';
import { AuthCard, FormFooter } from './auth-card';

// What tells the two forms apart: their title, button and the footer link to the other one.
const FORMS = {
  login: { title: AUTH_TEXT.loginTitle, button: AUTH_TEXT.loginButton, footer: AUTH_TEXT.noAccount, other: '/register', otherLabel: AUTH_TEXT.createAccount },
  register: { title: AUTH_TEXT.registerTitle, button: AUTH_TEXT.registerButton, footer: AUTH_TEXT.haveAccount, other: '/login', otherLabel: AUTH_TEXT.loginTitle },
};

interface AuthFormProps {
  kind: keyof typeof FORMS;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The frame login and register share: a titled card, its fields, one submit button and a link to the other form. */
export function AuthForm({ kind, busy, onSubmit, children }: AuthFormProps) {
  const location = useLocation();
  const form = FORMS[kind];
  const titleId = `${kind}-title`;
  return (
    <Page>
      <AuthCard as="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <h1 id={titleId}>{form.title}</h1>
        {children}
        {/* aria-disabled, not disabled: the button keeps focus, so focus returns to it after an alert. */}
        <Button type="submit" aria-disabled={busy}>
          {form.button}
        </Button>
        <FormFooter>
          {/* The state carries where to return after login, from one form to the other. */}
          {form.footer} <Link to={form.other} state={location.state}>{form.otherLabel}</Link>
        </FormFooter>
      </AuthCard>
    </Page>
  );
}
