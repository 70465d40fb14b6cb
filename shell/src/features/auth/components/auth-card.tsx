import styled from 'styled-components';
import { Card } from '@shop/shared';

/** The narrow card login and register sit in. */
export const AuthCard = styled(Card)`
  max-width: 440px;
  margin: ${({ theme }) => theme.space.xl} auto;
  h1 { margin-top: 0; }
`;

export const FormFooter = styled.p`
  margin-bottom: 0;
  text-align: center;
`;

export const Explanation = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warning};
`;
