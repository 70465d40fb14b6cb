import { Page, RemoteRoot } from '@shop/shared';
import { getAllProducts, StaffProductGrid, StaffSummary, StaffWelcome } from '@shop/staff';
import { ADMIN_TEXT } from '../admin-text';

// An admin has no disputes page: both order counts lead to All Orders.
const SUMMARY_LINKS = { outstanding: '/manageorders', lowStock: '/product-management', disputed: '/manageorders' };

/** Home for admins: a greeting, the summary across all sellers and every product. */
export default function HomePage() {
  return (
    <RemoteRoot app="admin-console">
      <Page>
        <StaffWelcome
          title={ADMIN_TEXT.home.welcome}
          links={[
            { to: '/users', label: ADMIN_TEXT.links.users },
            { to: '/product-management', label: ADMIN_TEXT.links.products },
            { to: '/manageorders', label: ADMIN_TEXT.links.orders },
          ]}
        />
        <StaffSummary links={SUMMARY_LINKS} />
        <StaffProductGrid loadPage={getAllProducts} title={ADMIN_TEXT.home.gridTitle} />
      </Page>
    </RemoteRoot>
  );
}
