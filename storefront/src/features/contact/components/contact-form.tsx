import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, isValidEmail, TextAreaField, TextField, useFormFields } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const text = STOREFRONT_TEXT.contact;

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = text.nameRequired;
  if (!values.email.trim()) errors.email = text.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = text.emailInvalid;
  if (!values.message.trim()) errors.message = text.messageRequired;
  return errors;
}

const Thanks = styled(Card)`
  border-color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successBackground};
`;

/** The contact form is client-only (PRODUCT.md §2): it checks the fields and makes no call. */
export function ContactForm() {
  const { values, setErrors, field, reset } = useFormFields<keyof ContactValues>({ name: '', email: '', message: '' });
  const [sentBy, setSentBy] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setSentBy(values.name.trim());
      reset();
    }
  };

  if (sentBy !== null) {
    return (
      <Thanks role="status">
        <h2>{text.thanks(sentBy)}</h2>
        <p>{text.replyPromise}</p>
        <Button type="button" $variant="secondary" onClick={() => setSentBy(null)}>
          {text.sendAnother}
        </Button>
      </Thanks>
    );
  }

  return (
    <Card as="form" noValidate onSubmit={submit} aria-label={text.title}>
      <TextField label={text.name} autoComplete="name" {...field('name')} />
      <TextField label={text.email} type="email" autoComplete="email" {...field('email')} />
      <TextAreaField label={text.message} {...field('message')} />
      <Button type="submit">{text.send}</Button>
    </Card>
  );
}
