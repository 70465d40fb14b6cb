import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@shop/shared';
import HomePage from './pages/home-page';
import ProductManagementPage from './pages/product-management-page';
import UsersPage from './pages/users-page';
import ManageOrdersPage from './pages/manage-orders-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp
      name="Admin console"
      routes={[
        { path: '/', element: <HomePage /> },
        { path: '/product-management', element: <ProductManagementPage /> },
        { path: '/users', element: <UsersPage /> },
        { path: '/manageorders', element: <ManageOrdersPage /> },
      ]}
    />
  </StrictMode>,
);
