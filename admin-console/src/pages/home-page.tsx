import { getAllProducts, StaffHome } from '@shop/staff';
import { ADMIN_TEXT } from '../admin-text';
import { AdminDashboardSection } from '../features/dashboard/components/admin-dashboard';

// The disputed count covers every open dispute, so it leads to All Orders; escalated ones have their own link.
const SUMMARY_LINKS = { outstanding: '/manageorders', lowStock: '/product-management', disputed: '/manageorders' };

const LINKS = [
  { to: '/users', label: ADMIN_TEXT.links.users },
  { to: '/product-management', label: ADMIN_TEXT.links.products },
  { to: '/manageorders', label: ADMIN_TEXT.links.orders },
  { to: '/escalated-disputes', label: ADMIN_TEXT.links.disputes },
];

/** Home for admins: a greeting, the summary across all sellers, the marketplace's dashboard and every product. */
export default function HomePage() {
  return (
    <StaffHome
      app="admin-console"
      welcome={ADMIN_TEXT.home.welcome}
      links={LINKS}
      summaryLinks={SUMMARY_LINKS}
      loadProducts={getAllProducts}
      gridTitle={ADMIN_TEXT.home.gridTitle}
    >
      <AdminDashboardSection />
    </StaffHome>
  );
}
