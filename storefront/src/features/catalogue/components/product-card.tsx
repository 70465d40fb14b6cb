import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { formatPrice, StatusPill, truncate } from '@shop/shared';
import { ProductImage } from '../../../components/product-image';
import { RatingSummary } from '../../../components/rating-summary';
import * as STOREFRONT_TEXT from '../../../storefront-text';
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
  /* A long word wraps inside a phone's half-width card instead of running out of it. */
  overflow-wrap: anywhere;
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

// Price and the card's badges on one line that wraps on narrow cards.
const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

// Lifted above the stretched title link, so its text can be selected and read like the rest.
const Saved = styled.p`
  position: relative;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
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
  /** The signed-in buyer has this product in their wishlist. */
  saved?: boolean;
  /** The first card on screen: its picture is likely the page's largest paint, so it loads first. */
  priority?: boolean;
}

// A card is at least 200 px wide (the grid's minimum); on a phone two cards share the width, less the page's and the
// cards' padding (152 px of a 412 px screen, measured in Chromium), so a 2× phone takes the 320 px picture, not 640.
const CARD_IMAGE_SIZES = '(max-width: 600px) calc(50vw - 54px), 280px';

/** A product in a list: picture, name, stars, price, whether it can be bought now, and whether it is saved. */
export function ProductCard({ product, nameLimit, descriptionLimit, saved = false, priority = false }: ProductCardProps) {
  const name = nameLimit ? truncate(product.name, nameLimit) : product.name;
  return (
    <Card>
      <ProductImage src={product.imageUrl} alt={product.name} sizes={CARD_IMAGE_SIZES} priority={priority} />
      <h3>
        <TitleLink to={`/products/${product.id}`} title={product.name}>
          {name}
        </TitleLink>
      </h3>
      <RatingSummary average={product.ratingAverage} count={product.ratingCount} />
      <PriceRow>
        <Price>{formatPrice(product.price)}</Price>
        {product.stock <= 0 && <StatusPill $tone="danger">{STOREFRONT_TEXT.cardBadges.outOfStock}</StatusPill>}
      </PriceRow>
      {saved && <Saved>{STOREFRONT_TEXT.cardBadges.saved}</Saved>}
      <Description>{truncate(product.description, descriptionLimit)}</Description>
    </Card>
  );
}
