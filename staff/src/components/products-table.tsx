import { Button, formatPrice, type Product } from '@shop/shared';
import styled from 'styled-components';
import { STAFF_TEXT } from '../staff-text';
import { RowActions, StaffTable } from './data-table';
import { StockStatusPill } from './stock-status-pill';

const Thumb = styled.img`
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  display: block;
`;

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
            <Thumb src={product.imageUrl} alt={T.imageAlt(product.name)} loading="lazy" width={48} height={48} />
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
              <Button type="button" $variant="secondary" disabled={product.deleted} onClick={() => onView(product)}>
                {T.view}
              </Button>
              <Button type="button" $variant="secondary" disabled={product.deleted} onClick={() => onEdit(product)}>
                {T.edit}
              </Button>
              <Button type="button" $variant="danger" disabled={product.deleted} onClick={() => onDelete(product)}>
                {T.delete}
              </Button>
            </RowActions>
          </td>
        </>
      )}
    />
  );
}
