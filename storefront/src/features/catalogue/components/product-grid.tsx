import styled from 'styled-components';
import { TRUNCATE_BROWSE_DESCRIPTION } from '@shop/shared';
import type { CatalogProduct } from '../../../storefront-types';
import { ProductCard } from './product-card';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
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

export function ProductGrid({ products, label, first = false }: ProductGridProps) {
  return (
    <Grid aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} descriptionLimit={TRUNCATE_BROWSE_DESCRIPTION} priority={first && index === 0} />
        </li>
      ))}
    </Grid>
  );
}
