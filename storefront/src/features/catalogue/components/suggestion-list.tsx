import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { Suggestion } from '../api/get-suggestions';

const text = STOREFRONT_TEXT.catalogue;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  width: min(420px, 100%);
  margin: 2px 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.12);
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  align-items: center;
  padding: 0 12px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : 'inherit')};
  &:hover { outline: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Kind = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.8;
  white-space: nowrap;
`;

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export interface SuggestionListProps {
  id: string;
  labelledBy: string;
  suggestions: Suggestion[];
  active: number;
  onChoose: (suggestion: Suggestion) => void;
}

/** The combobox's popup (WAI-ARIA 1.2 listbox): focus stays in the box, which names the active option. */
export function SuggestionList({ id, labelledBy, suggestions, active, onChoose }: SuggestionListProps) {
  return (
    <List id={id} role="listbox" aria-labelledby={labelledBy}>
      {suggestions.map((suggestion, index) => (
        <Option
          key={`${suggestion.kind}:${suggestion.productId ?? suggestion.text}`}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          aria-describedby={`${optionId(id, index)}-kind`}
          $active={index === active}
          // Chosen on mouse down, before the box's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(suggestion);
          }}
        >
          <span>{suggestion.text}</span>
          {/* Named by its text alone; the kind is its description (a name from content would run the two together). */}
          <Kind id={`${optionId(id, index)}-kind`} aria-hidden="true">
            {text.suggestionKinds[suggestion.kind]}
          </Kind>
        </Option>
      ))}
    </List>
  );
}
