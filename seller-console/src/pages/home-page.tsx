import { StaffHome } from '@shop/staff';
import { SellerDashboardSection } from '../features/dashboard/components/seller-dashboard';
import { OwnScorecard } from '../features/scorecard/components/own-scorecard';
import { useOwnProductsLoader } from '../features/products/hooks/use-own-products-loader';
import { SELLER_TEXT } from '../seller-text';

const SUMMARY_LINKS = {
  outstanding: '/manageorders?status=PENDING',
  lowStock: '/product-management?stock=low',
  disputed: '/disputes',
};

const LINKS = [
  { to: '/product-management', label: SELLER_TEXT.links.products },
  { to: '/manageorders', label: SELLER_TEXT.links.orders },
  { to: '/disputes', label: SELLER_TEXT.links.disputes },
];

/** Home for sellers: a greeting, the summary (shared with the header bell), their dashboard, scorecard and own products. */
export default function HomePage() {
  const loadProducts = useOwnProductsLoader();
  return (
    <StaffHome
      app="seller-console"
      welcome={SELLER_TEXT.home.welcome}
      links={LINKS}
      summaryLinks={SUMMARY_LINKS}
      loadProducts={loadProducts}
      gridTitle={SELLER_TEXT.home.gridTitle}
    >
      <SellerDashboardSection />
      <OwnScorecard />
    </StaffHome>
  );
}
