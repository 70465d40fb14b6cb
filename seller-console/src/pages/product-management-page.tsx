import { Page, PageTitle, ProductManagement, RemoteRoot } from '@shop/shared';
import { useOwnProductsLoader } from '../features/products/hooks/use-own-products-loader';
import { SELLER_TEXT } from '../seller-text';

/** /product-management for sellers: their own products (seller filter), with Add, View, Edit and Delete. */
export default function ProductManagementPage() {
  const loadProducts = useOwnProductsLoader();
  return (
    <RemoteRoot app="seller-console">
      <Page>
        <PageTitle>{SELLER_TEXT.productManagement.title}</PageTitle>
        <ProductManagement loadPage={loadProducts} canAdd />
      </Page>
    </RemoteRoot>
  );
}
