import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@shop/shared';
import { useNavigate } from '@shop/shared/router';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { Suggestion } from '../api/get-suggestions';
import { isSendableSearch } from '../hooks/use-catalogue-params';
import { useSuggestions } from '../hooks/use-suggestions';
import { optionId, SuggestionList } from './suggestion-list';

const text = STOREFRONT_TEXT.catalogue;
/** Typing pauses this long before the search runs, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 400;

const Form = styled.form`
  label { font-weight: 600; display: block; margin-bottom: ${({ theme }) => theme.space.xs}; }
  input {
    font: inherit;
    min-height: 40px;
    width: min(420px, 100%);
    padding: ${({ theme }) => theme.space.sm} 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// Always takes its line, so the hint appearing does not move the grid.
const Hint = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface SearchBoxProps {
  value: string;
  /** `refine`: the same bout of typing already made a history entry, so replace it. */
  onSearch: (text: string, refine: boolean) => void;
  /** With it, the box suggests as one types (a combobox) and a category suggestion calls it. */
  onChooseCategory?: (category: string) => void;
}

/**
 * Sends the text only when it is empty or at least 3 characters, and says so under the box. With onChooseCategory, a
 * WAI-ARIA 1.2 combobox: suggestions from 2 characters, arrows move through them, Enter chooses, Escape closes.
 */
export function SearchBox({ value, onSearch, onChooseCategory }: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The search this box sent last, until the URL shows it.
  const [sentText, setSentText] = useState<string | null>(null);
  // One bout of typing (pauses and Enter included) is one history entry; it ends on blur or a URL change.
  const typedEntry = useRef<string | null>(null);

  // Back/forward or a removed chip changes the URL: show that search in the box. The box's own search reaching the
  // URL keeps what was typed since (on a slow machine it arrives after the next keystrokes, which it would erase).
  if (value !== shownValue) {
    setShownValue(value);
    if (value === sentText) setSentText(null);
    else setDraft(value);
  }
  useEffect(() => {
    if (value !== typedEntry.current) typedEntry.current = null;
  }, [value]);

  const send = (textToSend: string) => {
    const trimmed = textToSend.trim();
    if (!isSendableSearch(trimmed) || trimmed === value) return;
    setSentText(trimmed);
    onSearch(trimmed, typedEntry.current !== null);
    typedEntry.current = trimmed;
  };

  useEffect(() => {
    const timer = setTimeout(() => send(draft), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // send reads the latest props; only a new draft should restart the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const suggestions = useSuggestions(onChooseCategory ? draft : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && suggestions.length > 0;
  // A new list starts with nothing chosen.
  const [listFor, setListFor] = useState(suggestions);
  if (listFor !== suggestions) {
    setListFor(suggestions);
    setActive(-1);
  }

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    if (suggestion.kind === 'product' && suggestion.productId !== undefined) return navigate(`/products/${suggestion.productId}`);
    if (suggestion.kind === 'category') {
      setDraft('');
      return onChooseCategory?.(suggestion.text);
    }
    setDraft(suggestion.text);
    send(suggestion.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const last = suggestions.length - 1;
      const down = event.key === 'ArrowDown';
      setOpen(true);
      // Round the list: past the last comes the first, before the first the last.
      setActive((current) => (!shown || current < 0 ? (down ? 0 : last) : down ? (current === last ? 0 : current + 1) : current === 0 ? last : current - 1));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setOpen(false);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    send(draft);
  };

  const tooShort = !isSendableSearch(draft);
  const combobox = onChooseCategory
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': shown,
        'aria-controls': listId,
        'aria-activedescendant': shown && active >= 0 ? optionId(listId, active) : undefined,
        autoComplete: 'off',
      }
    : {};
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id} id={`${id}-label`}>
        {text.searchLabel}
      </label>
      <Row>
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            setOpen(false);
            // Moving to the Search button is still the same bout.
            if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) typedEntry.current = null;
          }}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooShort}
          {...combobox}
        />
        <Button type="submit">{text.searchButton}</Button>
        {shown && <SuggestionList id={listId} labelledBy={`${id}-label`} suggestions={suggestions} active={active} onChoose={choose} />}
      </Row>
      {onChooseCategory && (
        <VisuallyHidden aria-live="polite">
          {shown ? text.suggestionCount(suggestions.length) : ''}
        </VisuallyHidden>
      )}
      <Hint id={`${id}-hint`} aria-live="polite">
        {tooShort ? text.searchTooShort : ''}
      </Hint>
    </Form>
  );
}
