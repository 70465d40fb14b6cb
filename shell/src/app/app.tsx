import { BrowserRouter, Route, Routes } from '@shop/shared/router';
import styled, { ThemeProvider } from 'styled-components';
import { FeedbackHost, GlobalStyle, sessionStoreInstanceId, theme } from '@shop/shared';
import { Header } from '../layout/header/header';
import { Footer } from '../layout/footer';
import { NotFoundPage } from '../pages/not-found-page';
import { REMOTE_ROUTES } from './route-table';
import { RemoteRoute } from './remote-route';
import { SessionWatcher } from './session-watcher';
import { GuestOnly } from './guest-only';
import { LazyPage } from './remote-page';

// The shell's own pages are chunks of their own: a shopper's first visit to the catalogue does not download them.
const loadLogin = () => import('../features/auth/pages/login-page').then((module) => ({ default: module.LoginPage }));
const loadRegister = () => import('../features/auth/pages/register-page').then((module) => ({ default: module.RegisterPage }));
const loadLogout = () => import('../features/auth/pages/logout-page').then((module) => ({ default: module.LogoutPage }));

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
              <Route path="/login" element={<GuestOnly><LazyPage section="sign-in" load={loadLogin} /></GuestOnly>} />
              <Route path="/register" element={<GuestOnly><LazyPage section="registration" load={loadRegister} /></GuestOnly>} />
              <Route path="/success-logout" element={<LazyPage section="sign-out" load={loadLogout} />} />
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
