import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { FieldError } from './field-error';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
`;

const controlStyle = css<{ $invalid: boolean }>`
  font: inherit;
  padding: ${({ theme }) => theme.space.sm} 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
  min-height: 40px;
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyle}
  min-height: 120px;
  resize: vertical;
`;


const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

interface FieldProps {
  label: string;
  /** Shown under the control and announced with it; undefined when the value is fine. */
  error?: string;
  hint?: string;
}

function describedBy(errorId: string, hintId: string, error?: string, hint?: string): string | undefined {
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, error, hint, ...inputProps }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(`${id}-error`, `${id}-hint`, error, hint)}
        {...inputProps}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...areaProps
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(`${id}-error`, `${id}-hint`, error, hint)}
        {...areaProps}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
