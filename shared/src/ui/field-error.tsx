import styled from 'styled-components';

/** A field's error line; its own module because the catalogue's price filter shows one without the form fields. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
