import styled from 'styled-components';

/** A bare list of item rows (cart lines, an order's items). */
export const ItemRows = styled.ul`
  padding: 0;
  list-style: none;
`;

/** One item: its picture (`$picture` px wide), the details, and a right-hand column. */
export const ItemRow = styled.li<{ $picture: number }>`
  display: grid;
  grid-template-columns: ${({ $picture }) => $picture}px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
`;
