import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionStore } from '@shop/shared';
import { SHELL_TEXT } from '../app/shell-text';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Inner = styled.nav`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  a { color: inherit; text-decoration: none; font-weight: 600; padding: ${({ theme }) => theme.space.xs}; }
  a[aria-current='page'] { text-decoration: underline; text-underline-offset: 6px; }
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin-right: auto;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: ${({ theme }) => theme.space.md}; top: ${({ theme }) => theme.space.sm}; z-index: 10; background: #fff; color: #000; }
`;

export function Header() {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <Bar>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Inner aria-label="Main">
        <Brand to="/">Marketplace</Brand>
        <NavLink to="/products">{SHELL_TEXT.shop}</NavLink>
        {!signedIn && (
          <>
            <NavLink to="/login">{SHELL_TEXT.login}</NavLink>
            <NavLink to="/register">{SHELL_TEXT.register}</NavLink>
            <NavLink to="/contact">{SHELL_TEXT.help}</NavLink>
          </>
        )}
      </Inner>
    </Bar>
  );
}
