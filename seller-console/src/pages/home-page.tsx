import { Page, RemoteRoot } from '@shop/shared';
import { StaffProductGrid, StaffSummary, StaffWelcome } from '@shop/staff';
import { OwnScorecard } from '../features/scorecard/components/own-scorecard';
import { useOwnProductsLoader } from '../features/products/hooks/use-own-products-loader';
import { SELLER_TEXT } from '../seller-text';

const SUMMARY_LINKS = {
  outstanding: '/manageorders?status=PENDING',
  lowStock: '/product-management?stock=low',
  disputed: '/disputes',
};

/** Home for sellers: a greeting, the summary (shared with the header bell), their scorecard and their own products. */
export default function HomePage() {
  const loadProducts = useOwnProductsLoader();
  return (
    <RemoteRoot app="seller-console">
      <Page>
        <StaffWelcome
          title={SELLER_TEXT.home.welcome}
          links={[
            { to: '/product-management', label: SELLER_TEXT.links.products },
            { to: '/manageorders', label: SELLER_TEXT.links.orders },
            { to: '/disputes', label: SELLER_TEXT.links.disputes },
          ]}
        />
        <StaffSummary links={SUMMARY_LINKS} />
        <OwnScorecard />
        <StaffProductGrid loadPage={loadProducts} title={SELLER_TEXT.home.gridTitle} />
      </Page>
    </RemoteRoot>
  );
}
