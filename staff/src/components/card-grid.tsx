import styled from 'styled-components';

/** A list laid out as a grid of cards at least `$min` wide; `$fill` keeps empty tracks (auto-fill) or not (auto-fit). */
export const CardGrid = styled.ul<{ $min: string; $fill?: 'auto-fill' | 'auto-fit' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $fill = 'auto-fill' }) => $fill}, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
