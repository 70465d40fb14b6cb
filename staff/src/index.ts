// @shop/staff: what both staff consoles (seller and admin) share: rules, calls, tables, dialogs and widgets.
// Only the consoles import it, so no shopper downloads it.
export { STAFF_TEXT } from './staff-text';
export type { StaffPage, StaffOrder, ProductInput, PageLoader } from './types';
export { stockStatus, type StockStatus } from './rules/stock-status';
export { sellerOrderLabel } from './rules/order-label';
export { usePagedList, type PagedList, type ListStatus } from './hooks/use-paged-list';
export { useSearchText } from './hooks/use-search-text';
export { getAllProducts } from './api/get-all-products';
export { getSellerProducts } from './api/get-seller-products';
export { getProductCategories } from './api/get-product-categories';
export { createProduct } from './api/create-product';
export { updateProduct } from './api/update-product';
export { deleteProduct } from './api/delete-product';
export { getUploadConfig, type UploadConfig } from './api/get-upload-config';
export { uploadImage } from './api/upload-image';
export { getAllOrders } from './api/get-all-orders';
export { Table, TableRegion, RowActions } from './components/data-table';
export { Pager, type PagerProps } from './components/pager';
export { ListState, type ListStateProps } from './components/list-state';
export { StockStatusPill } from './components/stock-status-pill';
export { ProductsTable, type ProductsTableProps } from './components/products-table';
export { ProductFormDialog, validateProductForm, type ProductFormValues, type ProductFormErrors } from './components/product-form';
export { ProductManagement, type ProductManagementProps } from './components/product-management';
export { OrdersTable, type OrdersViewer } from './components/orders-table';
export { OrderDetailDialog, type OrderDetailDialogProps } from './components/order-detail-dialog';
export { StaffSummary, type SummaryLinks } from './components/staff-summary';
export { StaffProductGrid } from './components/staff-product-grid';
export { StaffWelcome, type StaffLink } from './components/staff-welcome';
