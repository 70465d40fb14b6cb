import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, isValidEmail, TextAreaField, TextField } from '@shop/shared';
import { STOREFRONT_TEXT } from '../../../storefront-text';

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

const empty: ContactValues = { name: '', email: '', message: '' };

/** The contact form is client-only (PRODUCT.md §2): it checks the fields and makes no call. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sentBy, setSentBy] = useState<string | null>(null);

  const update = (field: keyof ContactValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setSentBy(values.name.trim());
      setValues(empty);
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
      <TextField
        label={text.name}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => update('name')(event.target.value)}
      />
      <TextField
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => update('email')(event.target.value)}
      />
      <TextAreaField
        label={text.message}
        name="message"
        required
        value={values.message}
        error={errors.message}
        onChange={(event) => update('message')(event.target.value)}
      />
      <Button type="submit">{text.send}</Button>
    </Card>
  );
}
