import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@shop/shared';
import HomePage from './pages/home-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp name="Seller console" routes={[{ path: '/', element: <HomePage /> }]} />
  </StrictMode>,
);
