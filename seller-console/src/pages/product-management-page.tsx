import { useSearchParams } from '@shop/shared/router';
import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { ProductManagement } from '@shop/staff';
import { useOwnProductsLoader } from '../features/products/hooks/use-own-products-loader';
import { ListFilter } from '../components/list-filter';
import { SELLER_TEXT } from '../seller-text';

const T = SELLER_TEXT.productManagement;
/** ?stock=low lists only the products the summary counts as low in stock (its link). */
export const LOW_STOCK_FILTER = 'low';

/** /product-management for sellers: their own products (seller filter), with Add, View, Edit and Delete. */
export default function ProductManagementPage() {
  const [params, setParams] = useSearchParams();
  const lowStockOnly = params.get('stock') === LOW_STOCK_FILTER;
  const loadProducts = useOwnProductsLoader(lowStockOnly);
  return (
    <RemoteRoot app="seller-console">
      <Page>
        <PageTitle>{T.title}</PageTitle>
        <ListFilter
          label={T.filterLabel}
          value={lowStockOnly ? LOW_STOCK_FILTER : ''}
          options={[
            { value: '', label: T.filterAll },
            { value: LOW_STOCK_FILTER, label: T.filterLowStock },
          ]}
          onChange={(value) => setParams(value ? { stock: value } : {})}
        />
        <ProductManagement loadPage={loadProducts} canAdd />
      </Page>
    </RemoteRoot>
  );
}
