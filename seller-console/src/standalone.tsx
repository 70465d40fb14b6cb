import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@shop/shared';
import HomePage from './pages/home-page';
import ProductManagementPage from './pages/product-management-page';
import ManageOrdersPage from './pages/manage-orders-page';
import DisputesPage from './pages/disputes-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp
      name="Seller console"
      routes={[
        { path: '/', element: <HomePage /> },
        { path: '/product-management', element: <ProductManagementPage /> },
        { path: '/manageorders', element: <ManageOrdersPage /> },
        { path: '/disputes', element: <DisputesPage /> },
      ]}
    />
  </StrictMode>,
);
