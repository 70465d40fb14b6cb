import { BrowserRouter, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, sessionStoreInstanceId, theme } from '@shop/shared';
import { Header } from '../layout/header';
import { Footer } from '../layout/footer';
import { NotFoundPage } from '../pages/not-found-page';
import { REMOTE_ROUTES } from './route-table';
import { RemoteRoute } from './remote-route';

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
        <Frame data-app="shell" data-store-instance={sessionStoreInstanceId}>
          <Header />
          <Content id="main-content">
            <Routes>
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
