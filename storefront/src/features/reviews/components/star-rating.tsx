import { useId } from 'react';
import styled from 'styled-components';
import { FieldError, RATING_MAX, RATING_MIN } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const text = STOREFRONT_TEXT.reviews;

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  > span { display: block; font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

// Native radios (arrow keys, one tab stop) drawn as stars; every star up to the chosen one is filled.
const Stars = styled.div`
  display: inline-flex;
  gap: 2px;
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  label { font-size: 2rem; line-height: 1; cursor: pointer; color: ${({ theme }) => theme.colors.border}; padding: 0 2px; }
  label[data-filled='true'] { color: ${({ theme }) => theme.colors.accent}; }
  input:focus-visible + label { outline: 2px solid ${({ theme }) => theme.colors.focus}; border-radius: ${({ theme }) => theme.radius.sm}; }
`;

export interface StarRatingProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Rating 1-5 as five stars (a radio group). */
export function StarRating({ value, error, onChange }: StarRatingProps) {
  const id = useId();
  const chosen = Number(value);
  const counts = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);
  return (
    <Group>
      <span id={`${id}-label`}>{text.ratingLabel}</span>
      <Stars role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
        {counts.map((count) => (
          <span key={count}>
            <input
              type="radio"
              id={`${id}-${count}`}
              name={`${id}-rating`}
              value={count}
              checked={chosen === count}
              aria-label={text.stars(count)}
              onChange={() => onChange(String(count))}
            />
            <label htmlFor={`${id}-${count}`} data-filled={count <= chosen} aria-hidden="true">
              ★
            </label>
          </span>
        ))}
      </Stars>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Group>
  );
}
