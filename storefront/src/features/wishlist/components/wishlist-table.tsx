import { useId, useState } from 'react';
import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, formatPrice, VisuallyHidden, WISHLIST_DEFAULT_ROWS_PER_PAGE, WISHLIST_ROWS_PER_PAGE_OPTIONS, type WishlistItem } from '@shop/shared';
import { ProductImage } from '../../../components/product-image';
import { RatingSummary } from '../../../components/rating-summary';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const text = STOREFRONT_TEXT.wishlist;
const pagerText = STOREFRONT_TEXT.pager;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  th, td { padding: ${({ theme }) => theme.space.sm}; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  .thumb { width: 72px; }
  .actions { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  select { font: inherit; min-height: 36px; }
  nav { display: flex; gap: ${({ theme }) => theme.space.xs}; align-items: center; }
`;

export interface WishlistTableProps {
  items: WishlistItem[];
  onRemove: (productId: number) => void;
  onAddToCart: (productId: number) => void;
}

/** The wishlist, 5/10/20 rows per page (default 5), with First / Prev / Next / Last. */
export function WishlistTable({ items, onRemove, onAddToCart }: WishlistTableProps) {
  const [rowsPerPage, setRowsPerPage] = useState<number>(WISHLIST_DEFAULT_ROWS_PER_PAGE);
  const [requestedPage, setPage] = useState(0);
  const selectId = useId();
  const lastPage = Math.max(0, Math.ceil(items.length / rowsPerPage) - 1);
  // Removing the last row of the last page falls back to the page before.
  const page = Math.min(requestedPage, lastPage);
  const rows = items.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
  const from = items.length === 0 ? 0 : page * rowsPerPage + 1;

  return (
    <>
      <Table>
        <thead>
          <tr>
            <th scope="col" className="thumb">
              <VisuallyHidden>{text.image}</VisuallyHidden>
            </th>
            <th scope="col">{text.product}</th>
            <th scope="col">{text.price}</th>
            <th scope="col">{text.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => {
            const { productId, product } = entry;
            const name = product.name;
            const available = !product.deleted && product.stock > 0;
            return (
              <tr key={productId}>
                <td className="thumb">
                  <ProductImage src={product.imageUrl} alt={name} ratio="1 / 1" sizes="96px" />
                </td>
                <td>
                  <Link to={`/products/${productId}`}>{name}</Link>
                  <RatingSummary average={product.ratingAverage} count={product.ratingCount} />
                </td>
                <td>{formatPrice(product.price)}</td>
                <td>
                  <div className="actions">
                    <Button
                      type="button"
                      disabled={!available}
                      aria-label={`${text.addToCart}: ${name}`}
                      onClick={() => onAddToCart(productId)}
                    >
                      {available ? text.addToCart : text.unavailable}
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={`${text.remove}: ${name}`}
                      onClick={() => onRemove(productId)}
                    >
                      {text.remove}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Footer>
        <div>
          <label htmlFor={selectId}>{text.rowsPerPage}</label>{' '}
          <select
            id={selectId}
            value={rowsPerPage}
            onChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          >
            {WISHLIST_ROWS_PER_PAGE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <span aria-live="polite">{text.range(from, Math.min(items.length, (page + 1) * rowsPerPage), items.length)}</span>
        <nav aria-label={pagerText.label}>
          <Button type="button" $variant="secondary" disabled={page === 0} onClick={() => setPage(0)}>
            {pagerText.first}
          </Button>
          <Button type="button" $variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {pagerText.prev}
          </Button>
          <span>{pagerText.position(page + 1, lastPage + 1)}</span>
          <Button type="button" $variant="secondary" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            {pagerText.next}
          </Button>
          <Button type="button" $variant="secondary" disabled={page >= lastPage} onClick={() => setPage(lastPage)}>
            {pagerText.last}
          </Button>
        </nav>
      </Footer>
    </>
  );
}
