import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { getAllProducts, ProductManagement } from '@shop/staff';
import { ADMIN_TEXT } from '../admin-text';

/** /product-management for admins: every seller's products; Add Product is disabled, edit and delete allowed. */
export default function ProductManagementPage() {
  return (
    <RemoteRoot app="admin-console">
      <Page>
        <PageTitle>{ADMIN_TEXT.products.title}</PageTitle>
        <ProductManagement loadPage={getAllProducts} canAdd={false} showSeller />
      </Page>
    </RemoteRoot>
  );
}
