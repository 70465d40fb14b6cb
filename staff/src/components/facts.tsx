import styled from 'styled-components';

/** Label/value pairs in two columns (a `<dl>` of `<dt>` and `<dd>`), as the staff detail dialogs show them. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  dt { font-weight: 600; }
  dd { margin: 0; }
`;
