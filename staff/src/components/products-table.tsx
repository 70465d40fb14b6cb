import { Button, formatPrice, type Product } from '@shop/shared';
import { STAFF_TEXT } from '../staff-text';
import { RowActions, StaffTable } from './data-table';
import { ProductPicture } from './product-picture';
import { StockStatusPill } from './stock-status-pill';

export interface ProductsTableProps {
  products: Product[];
  /** Admins see whose product each row is. */
  showSeller?: boolean;
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

const T = STAFF_TEXT.products;

/** The management table: a deleted product stays listed, labelled Deleted, with its actions disabled. */
export function ProductsTable({ products, showSeller = false, onView, onEdit, onDelete }: ProductsTableProps) {
  return (
    <StaffTable
      label={T.caption}
      columns={[T.image, T.name, ...(showSeller ? [T.seller] : []), T.category, T.price, T.stock, T.status, T.actions]}
      rows={products}
      rowKey={(product) => product.id}
      renderCells={(product) => (
        <>
          <td>
            <ProductPicture src={product.imageUrl} alt={T.imageAlt(product.name)} size={48} />
          </td>
          <th scope="row">{product.name}</th>
          {showSeller && <td>{product.sellerName}</td>}
          <td>{product.category}</td>
          <td>{formatPrice(product.price)}</td>
          <td>{product.stock}</td>
          <td>
            <StockStatusPill product={product} />
          </td>
          <td>
            <RowActions>
              <Button type="button" $variant="secondary" disabled={product.deleted} onClick={() => onView(product)} aria-label={`${T.view}: ${product.name}`}>
                {T.view}
              </Button>
              <Button type="button" $variant="secondary" disabled={product.deleted} onClick={() => onEdit(product)} aria-label={`${T.edit}: ${product.name}`}>
                {T.edit}
              </Button>
              <Button type="button" $variant="danger" disabled={product.deleted} onClick={() => onDelete(product)} aria-label={`${T.delete}: ${product.name}`}>
                {T.delete}
              </Button>
            </RowActions>
          </td>
        </>
      )}
    />
  );
}
