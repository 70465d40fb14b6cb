import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const text = STOREFRONT_TEXT.catalogue;

const Line = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

// A link's look for an action that stays on this page (it changes the search).
const LinkButton = styled.button`
  font: inherit;
  font-weight: 600;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

/** Under 'No products found.': "Did you mean <the correction>?", which searches for it. */
export function DidYouMean({ suggestion, onChoose }: { suggestion: string; onChoose: () => void }) {
  return (
    <Line>
      {text.didYouMean}{' '}
      <LinkButton type="button" onClick={onChoose}>
        {suggestion}
      </LinkButton>
      ?
    </Line>
  );
}
