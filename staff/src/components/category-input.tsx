import { CATEGORY_SUGGESTIONS_HIDE_DELAY_MS, FieldError } from '@shop/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { STAFF_TEXT } from '../staff-text';

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  label { font-weight: 600; }
  input {
    font: inherit;
    min-height: 40px;
    padding: ${({ theme }) => theme.space.sm} 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const Options = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 10;
  max-height: 200px;
  overflow-y: auto;
  margin: 2px 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  li { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}; cursor: pointer; }
  li[aria-selected='true'], li:hover { background: ${({ theme }) => theme.colors.background}; }
`;

export interface CategoryInputProps {
  value: string;
  onChange: (value: string) => void;
  categories: readonly string[];
  error?: string;
}

/** A text input that suggests existing categories; the list hides 150 ms after blur (PRODUCT.md §9). */
export function CategoryInput({ value, onChange, categories, error }: CategoryInputProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const needle = value.trim().toLowerCase();
  const matches = categories.filter((category) => category.toLowerCase().includes(needle));
  const shown = open && matches.length > 0;

  const pick = (category: string) => {
    onChange(category);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      pick(matches[active]);
    }
  };

  return (
    <Field>
      <label htmlFor={id}>{STAFF_TEXT.form.category}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-required="true"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          // Late enough for a click on a suggestion to land first.
          hideTimer.current = setTimeout(() => setOpen(false), CATEGORY_SUGGESTIONS_HIDE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <Options id={`${id}-list`} role="listbox" aria-label={STAFF_TEXT.form.categorySuggestions} hidden={!shown}>
        {shown &&
          matches.map((category, index) => (
            <li
              key={category}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onClick={() => pick(category)}
            >
              {category}
            </li>
          ))}
      </Options>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
