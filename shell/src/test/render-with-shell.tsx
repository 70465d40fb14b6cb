import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { FeedbackHost, theme } from '@shop/shared';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Renders a page at a path inside the theme, alert host and a router that shows where it navigated. */
export function renderAt(path: string, routes: Record<string, ReactElement>) {
  return render(
    <ThemeProvider theme={theme}>
      <FeedbackHost />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([routePath, element]) => (
            <Route key={routePath} path={routePath} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** A JWT-shaped token with the given payload (the client never checks signatures). */
export function fakeToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}
