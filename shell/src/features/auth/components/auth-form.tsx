import type { FormEvent, ReactNode } from 'react';
import { Button, Page } from '@shop/shared';
import { AuthCard, FormFooter } from './auth-card';

interface AuthFormProps {
  titleId: string;
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Under the button: the link to the other form. */
  footer: ReactNode;
  children: ReactNode;
}

/** The frame the login and register forms share: a titled card, its fields, one submit button and a footer link. */
export function AuthForm({ titleId, title, submitLabel, busy, onSubmit, footer, children }: AuthFormProps) {
  return (
    <Page>
      <AuthCard as="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
        {/* aria-disabled, not disabled: the button keeps focus, so focus returns to it after an alert. */}
        <Button type="submit" aria-disabled={busy}>
          {submitLabel}
        </Button>
        <FormFooter>{footer}</FormFooter>
      </AuthCard>
    </Page>
  );
}
