import { BrowserRouter, Route, Routes } from '@shop/shared/router';
import styled, { ThemeProvider } from 'styled-components';
import { FeedbackHost, GlobalStyle, sessionStoreInstanceId, theme } from '@shop/shared';
import { Header } from '../layout/header/header';
import { Footer } from '../layout/footer';
import { NotFoundPage } from '../pages/not-found-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { LogoutPage } from '../features/auth/pages/logout-page';
import { REMOTE_ROUTES } from './route-table';
import { RemoteRoute } from './remote-route';
import { SessionWatcher } from './session-watcher';
import { GuestOnly } from './guest-only';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Content = styled.div`
  flex: 1;
`;

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <SessionWatcher />
        <FeedbackHost />
        <Frame data-app="shell" data-store-instance={sessionStoreInstanceId}>
          <Header />
          <Content id="main-content">
            <Routes>
              <Route path="/login" element={<GuestOnly><LoginPage /></GuestOnly>} />
              <Route path="/register" element={<GuestOnly><RegisterPage /></GuestOnly>} />
              <Route path="/success-logout" element={<LogoutPage />} />
              {REMOTE_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={<RemoteRoute route={route} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Content>
          <Footer />
        </Frame>
      </BrowserRouter>
    </ThemeProvider>
  );
}
