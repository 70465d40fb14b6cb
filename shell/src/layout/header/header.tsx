import { lazy, Suspense } from 'react';
import { Link, NavLink } from '@shop/shared/router';
import styled from 'styled-components';
import { useSessionStore } from '@shop/shared';
import { HEADER_TEXT } from './header-text';

// Signed-in entries load only once someone is signed in (a guest's first visit does without them).
const SignedInActions = lazy(() => import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })));

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
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  a { color: inherit; text-decoration: none; font-weight: 600; padding: ${({ theme }) => theme.space.xs}; }
  a[aria-current='page'] { text-decoration: underline; text-underline-offset: 6px; }
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled(Links)`
  margin-left: auto;
  gap: ${({ theme }) => theme.space.md};
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: ${({ theme }) => theme.space.md}; top: ${({ theme }) => theme.space.sm}; z-index: 10; background: #fff; color: #000; }
`;

/** The header every user sees; its entries follow the role in the shared session. */
export function Header() {
  const role = useSessionStore((state) => (state.token ? state.role : null));
  const consoleLinks = role === 'ADMIN' ? HEADER_TEXT.adminLinks : role === 'SELLER' ? HEADER_TEXT.sellerLinks : [];
  return (
    <Bar>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Inner aria-label="Main">
        <Brand to="/">Marketplace</Brand>
        <Links>
          <NavLink to="/products">{HEADER_TEXT.shop}</NavLink>
          {consoleLinks.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </Links>
        <Actions>
          {!role && (
            <>
              <NavLink to="/login">{HEADER_TEXT.login}</NavLink>
              <NavLink to="/register">{HEADER_TEXT.register}</NavLink>
              <NavLink to="/contact">{HEADER_TEXT.help}</NavLink>
            </>
          )}
          {role && (
            <Suspense fallback={null}>
              <SignedInActions role={role} />
            </Suspense>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
