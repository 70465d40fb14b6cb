import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { isSendableSearch } from '../hooks/use-catalogue-params';

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
}

/** Sends the text only when it is empty or at least 3 characters, and says so under the box. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  const tooShort = !isSendableSearch(draft);
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id}>{text.searchLabel}</label>
      <Row>
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => {
            // Moving to the Search button is still the same bout.
            if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) typedEntry.current = null;
          }}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooShort}
        />
        <Button type="submit">{text.searchButton}</Button>
      </Row>
      <Hint id={`${id}-hint`} aria-live="polite">
        {tooShort ? text.searchTooShort : ''}
      </Hint>
    </Form>
  );
}
