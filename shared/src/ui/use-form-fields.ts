import { useState } from 'react';

/**
 * Values and per-field errors of a small form. `field(name)` gives a TextField its name, value, error and onChange;
 * typing in a field clears that field's error.
 */
export function useFormFields<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });
  const reset = () => setValues(initial);
  return { values, errors, setErrors, field, reset };
}
