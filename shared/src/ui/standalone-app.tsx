import type { ReactElement } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@shop/shared/router';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/global-style';
import { FeedbackHost } from './feedback-host';

const DevBar = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  a { color: inherit; }
`;

export interface StandaloneRoute {
  path: string;
  element: ReactElement;
}

/** A remote's own frame for working on it without the shell (`npm run dev -w <remote>`). */
export function StandaloneApp({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <FeedbackHost />
      <BrowserRouter>
        <DevBar aria-label={`${name} pages`}>
          <strong>{name} (standalone)</strong>
          {routes.map((route) => (
            <Link key={route.path} to={route.path}>
              {route.path}
            </Link>
          ))}
        </DevBar>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
