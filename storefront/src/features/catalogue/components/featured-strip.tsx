import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FEATURED_SCROLL_MIN_PRODUCTS, MutedText, TRUNCATE_FEATURED_DESCRIPTION, TRUNCATE_FEATURED_NAME } from '@shop/shared';
import { LoadingText } from '../../../components/loading-text';
import { useSavedProducts } from '../../../hooks/use-saved-products';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useProductSearch } from '../hooks/use-product-search';
import { ProductCard } from './product-card';

const text = STOREFRONT_TEXT.featured;
/** The strip shows one small page of the newest products, never the whole catalogue. */
export const FEATURED_PAGE_SIZE = 12;
const FEATURED_SEARCH = { page: 0, size: FEATURED_PAGE_SIZE };
const STRIP_HEIGHT = '360px';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Track = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${STRIP_HEIGHT};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
  li { flex: 0 0 200px; }
`;

/** Buyers' and guests' home: newest products, auto-scrolling when there are 4 or more. */
export function FeaturedStrip() {
  const { loading, result } = useProductSearch(FEATURED_SEARCH);
  const track = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const products = result?.content ?? [];
  const { saved } = useSavedProducts(products.map((product) => product.id));
  const scrolling = useAutoScroll(track, products.length >= FEATURED_SCROLL_MIN_PRODUCTS, hovered || focused);

  return (
    <Section aria-labelledby="featured-title">
      <h2 id="featured-title">{text.title}</h2>
      {loading && !result ? (
        <LoadingText minHeight={STRIP_HEIGHT} />
      ) : products.length === 0 ? (
        <MutedText>{text.empty}</MutedText>
      ) : (
        <Track
          ref={track}
          aria-label={text.title}
          data-auto-scroll={scrolling ? 'on' : 'off'}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} nameLimit={TRUNCATE_FEATURED_NAME} descriptionLimit={TRUNCATE_FEATURED_DESCRIPTION} saved={saved.has(product.id)} />
            </li>
          ))}
        </Track>
      )}
    </Section>
  );
}
