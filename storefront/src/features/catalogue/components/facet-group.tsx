import styled from 'styled-components';

// A filter's choices with their counts ("Prices in these results", "Customer rating"): a row of pill buttons under
// a small title, above the results.
export const FacetGroup = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin: ${({ theme }) => theme.space.xs} 0 0; padding: 0; list-style: none; }
  button {
    font: inherit;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.primary}; box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary}; }
`;

export const FacetTitle = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
