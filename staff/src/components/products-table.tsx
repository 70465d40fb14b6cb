import { Button, formatPrice, type Product } from '@shop/shared';
import styled from 'styled-components';
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
  /** With these, a first column of checkboxes chooses rows for a bulk change (deleted rows cannot be chosen). */
  isChosen?: (product: Product) => boolean;
  onChoose?: (product: Product, chosen: boolean) => void;
}

const T = STAFF_TEXT.products;

// Big enough to hit with a finger.
const RowCheckbox = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
`;

/** The management table: a deleted product stays listed, labelled Deleted, with its actions disabled. */
export function ProductsTable({ products, showSeller = false, onView, onEdit, onDelete, isChosen, onChoose }: ProductsTableProps) {
  const choosing = isChosen !== undefined && onChoose !== undefined;
  return (
    <StaffTable
      label={T.caption}
      columns={[...(choosing ? [STAFF_TEXT.bulk.column] : []), T.image, T.name, ...(showSeller ? [T.seller] : []), T.category, T.price, T.stock, T.status, T.actions]}
      rows={products}
      rowKey={(product) => product.id}
      renderCells={(product) => (
        <>
          {choosing && (
            <td>
              <RowCheckbox
                aria-label={STAFF_TEXT.bulk.selectRow(product.name)}
                disabled={product.deleted}
                checked={!product.deleted && isChosen(product)}
                onChange={(event) => onChoose(product, event.target.checked)}
              />
            </td>
          )}
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
