import { Page, RemoteRoot } from '@shop/shared';
import { getAllProducts, StaffProductGrid, StaffSummary, StaffWelcome } from '@shop/staff';
import { ADMIN_TEXT } from '../admin-text';

// The disputed count covers every open dispute, so it leads to All Orders; escalated ones have their own link.
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
            { to: '/disputes', label: ADMIN_TEXT.links.disputes },
          ]}
        />
        <StaffSummary links={SUMMARY_LINKS} />
        <StaffProductGrid loadPage={getAllProducts} title={ADMIN_TEXT.home.gridTitle} />
      </Page>
    </RemoteRoot>
  );
}
