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

export function ProductGrid({ products, label }: { products: CatalogProduct[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} descriptionLimit={TRUNCATE_BROWSE_DESCRIPTION} />
        </li>
      ))}
    </Grid>
  );
}
