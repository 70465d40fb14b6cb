import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { formatPrice, truncate } from '@shop/shared';
import { ProductImage } from '../../../components/product-image';
import type { CatalogProduct } from '../../../storefront-types';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

// The whole card is clickable through the title link's stretched hit area.
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  &:focus-visible { outline: none; }
`;

const Price = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ProductCardProps {
  product: CatalogProduct;
  /** Characters of the name and description to show (PRODUCT.md §9). */
  nameLimit?: number;
  descriptionLimit: number;
  /** The first card on screen: its picture is likely the page's largest paint, so it loads first. */
  priority?: boolean;
}

// A card is at least 200 px wide (the grid's minimum); on a phone one card fills the width.
const CARD_IMAGE_SIZES = '(max-width: 480px) 100vw, 280px';

export function ProductCard({ product, nameLimit, descriptionLimit, priority = false }: ProductCardProps) {
  const name = nameLimit ? truncate(product.name, nameLimit) : product.name;
  return (
    <Card>
      <ProductImage src={product.imageUrl} alt={product.name} sizes={CARD_IMAGE_SIZES} priority={priority} />
      <h3>
        <TitleLink to={`/products/${product.id}`} title={product.name}>
          {name}
        </TitleLink>
      </h3>
      <Price>{formatPrice(product.price)}</Price>
      <Description>{truncate(product.description, descriptionLimit)}</Description>
    </Card>
  );
}
