import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { FeedbackHost, initialSessionState, theme, useFeedbackStore, useSessionStore, type Role } from '@shop/shared';

function CurrentLocation() {
  const location = useLocation();
  return (
    <>
      <div data-testid="path">{location.pathname}</div>
      <div data-testid="search">{location.search}</div>
      <div data-testid="state">{JSON.stringify(location.state ?? null)}</div>
    </>
  );
}

/** Renders pages inside the theme, the alert/notice host and a router that shows where it went. */
export function renderAt(entry: InitialEntry, routes: Record<string, ReactElement>) {
  return render(
    <ThemeProvider theme={theme}>
      <FeedbackHost />
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

export const BUYER_ID = 7;

/** Starts a session as the given role (or a guest with null). */
export function signInAs(role: Role | null, userId = BUYER_ID) {
  useFeedbackStore.setState({ alert: null, notices: [] });
  if (role === null) {
    useSessionStore.setState({ ...initialSessionState });
    return;
  }
  useSessionStore.setState({ ...initialSessionState, token: 'token', role, username: 'someone', userId });
}
