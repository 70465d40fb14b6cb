import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { ProductManagement } from '@shop/staff';
import { ImportCsv } from '../features/products/components/import-csv';
import { useOwnProductsLoader } from '../features/products/hooks/use-own-products-loader';
import { ListFilter, useListFilter } from '../components/list-filter';
import { SELLER_TEXT } from '../seller-text';

const T = SELLER_TEXT.productManagement;
/** ?stock=low lists only the products the summary counts as low in stock (its link). */
export const LOW_STOCK_FILTER = 'low';

/** /product-management for sellers: their own products (seller filter), with Add, View, Edit and Delete. */
export default function ProductManagementPage() {
  const lowStockOnly = useListFilter('stock', LOW_STOCK_FILTER);
  const loadProducts = useOwnProductsLoader(lowStockOnly);
  return (
    <RemoteRoot app="seller-console">
      <Page>
        <PageTitle>{T.title}</PageTitle>
        <ListFilter param="stock" value={LOW_STOCK_FILTER} label={T.filterLabel} allLabel={T.filterAll} onlyLabel={T.filterLowStock} />
        <ProductManagement loadPage={loadProducts} canAdd bulkFilter={{ lowStock: lowStockOnly }} extraActions={(afterChange) => <ImportCsv onImported={afterChange} />} />
      </Page>
    </RemoteRoot>
  );
}
