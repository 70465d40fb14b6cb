import styled from 'styled-components';

/** A short form on one line (fields, then its button at their foot), wrapping on a phone. */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  > div { margin-bottom: 0; }
  button { margin-bottom: 2px; }
`;
