import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const Banner = styled.section`
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.primaryHover});
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  h1 { margin-top: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const Cta = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
`;

export function WelcomeBanner() {
  return (
    <Banner aria-labelledby="welcome-title">
      <h1 id="welcome-title">{STOREFRONT_TEXT.welcomeTitle}</h1>
      <p>{STOREFRONT_TEXT.welcomeBody}</p>
      <Cta to="/products">{STOREFRONT_TEXT.browseProducts}</Cta>
    </Banner>
  );
}
