import { StatusPill, TRUNCATE_SELLER_CARD_DESCRIPTION, formatPrice, truncate, type Product } from '@shop/shared';
import { useCallback } from 'react';
import styled from 'styled-components';
import { usePagedList } from '../hooks/use-paged-list';
import { STAFF_TEXT } from '../staff-text';
import type { PageLoader } from '../types';
import { CardGrid } from './card-grid';
import { PagedListState } from './list-state';
import { ProductPicture } from './product-picture';

const ProductCard = styled.li`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  & > div:last-child { padding: ${({ theme }) => theme.space.md}; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; }
`;

// Square corners: the card's own rounded edge clips the picture.
const Picture = styled(ProductPicture)`
  border-radius: 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
`;

const PAGE_SIZE = 12;
const T = STAFF_TEXT.grid;

/** The home page's product grid: descriptions cut to 100 characters, one page at a time. */
export function StaffProductGrid({ loadPage, title = T.title }: { loadPage: PageLoader<Product>; title?: string }) {
  const load = useCallback((page: number) => loadPage(page, PAGE_SIZE), [loadPage]);
  const list = usePagedList(load);
  return (
    <section aria-labelledby="staff-grid-title">
      <Heading id="staff-grid-title">{title}</Heading>
      <PagedListState list={list} empty={T.empty} error={T.loadFailed} pagerLabel={`${title} pages`}>
        <CardGrid $min="220px">
          {list.data?.content.map((product) => (
            <ProductCard key={product.id}>
              <Picture src={product.imageUrl} alt={STAFF_TEXT.products.imageAlt(product.name)} />
              <div>
                <h3>{product.name}</h3>
                <Muted>{truncate(product.description, TRUNCATE_SELLER_CARD_DESCRIPTION)}</Muted>
                <p>
                  <strong>{formatPrice(product.price)}</strong> · {T.stock(product.stock)}
                </p>
                {product.deleted && (
                  <p>
                    <StatusPill $tone="neutral">{T.deletedBadge}</StatusPill>
                  </p>
                )}
              </div>
            </ProductCard>
          ))}
        </CardGrid>
      </PagedListState>
    </section>
  );
}
