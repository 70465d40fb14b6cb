import styled from 'styled-components';
import { TRUNCATE_BROWSE_DESCRIPTION } from '@shop/shared';
import { useSavedProducts } from '../../../hooks/use-saved-products';
import type { CatalogProduct } from '../../../storefront-types';
import { ProductCard } from './product-card';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  /* Two cards side by side on a phone, as shops do, instead of one tall column. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  margin: 0;
  list-style: none;
`;

export interface ProductGridProps {
  products: CatalogProduct[];
  label: string;
  /** The grid opens the page: its first picture loads first. */
  first?: boolean;
}

/** Cards of one page of products, each marked when the signed-in buyer saved it (one call for the page). */
export function ProductGrid({ products, label, first = false }: ProductGridProps) {
  const { saved } = useSavedProducts(products.map((product) => product.id));
  return (
    <Grid aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} descriptionLimit={TRUNCATE_BROWSE_DESCRIPTION} saved={saved.has(product.id)} priority={first && index === 0} />
        </li>
      ))}
    </Grid>
  );
}
