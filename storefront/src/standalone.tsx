import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@shop/shared';
import HomePage from './pages/home-page';
import ContactPage from './pages/contact-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp
      name="Storefront"
      routes={[
        { path: '/', element: <HomePage /> },
        { path: '/contact', element: <ContactPage /> },
      ]}
    />
  </StrictMode>,
);
