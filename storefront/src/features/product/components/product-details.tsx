import { useState } from 'react';
import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, formatPrice, MutedText, StatusPill } from '@shop/shared';
import { ProductImage } from '../../../components/product-image';
import type { Shopper } from '../../../hooks/use-shopper';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CatalogProductDetail } from '../../../storefront-types';
import { RatingSummary } from '../../../components/rating-summary';
import { RatingBreakdown } from './rating-breakdown';
import { QuantityPicker } from './quantity-picker';
import { StockBadge } from './stock-badge';

const text = STOREFRONT_TEXT.product;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) { grid-template-columns: 1fr; }
  h1 { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

export interface ProductDetailsProps {
  product: CatalogProductDetail;
  shopper: Shopper;
  /** Already in the signed-in buyer's wishlist: the button says so and opens the wishlist. */
  saved?: boolean;
  onOpenWishlist?: () => void;
  onAddToCart: (quantity: number) => Promise<void> | void;
  onAddToWishlist: () => Promise<void> | void;
}

/** Name, picture, price, seller, stock and — for buyers and guests — quantity, cart and wishlist. */
export function ProductDetails({ product, shopper, onAddToCart, onAddToWishlist, saved = false, onOpenWishlist }: ProductDetailsProps) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const buyable = !product.deleted && product.stock > 0;

  const run = async (action: () => Promise<void> | void) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Layout>
      <ProductImage src={product.imageUrl} alt={product.name} ratio="1 / 1" sizes="(max-width: 768px) 100vw, 560px" priority />
      <div>
        <h1>{product.name}</h1>
        <RatingSummary average={product.ratingAverage} count={product.ratingCount} large />
        <RatingBreakdown counts={product.ratingBreakdown} />
        <Price>{formatPrice(product.price)}</Price>
        <MutedText>
          <Link to={`/sellers/${product.sellerId}`}>{text.soldBy(product.sellerName)}</Link>
        </MutedText>
        <Badges>
          {product.deleted ? <StatusPill $tone="neutral">{text.deletedBadge}</StatusPill> : <StockBadge product={product} />}
          <StatusPill $tone="neutral">{text.category(product.category)}</StatusPill>
        </Badges>
        <p>{product.description}</p>
        {product.deleted && <Note role="note">{text.deleted}</Note>}
        {shopper.kind === 'staff' ? (
          <Note role="note">{STOREFRONT_TEXT.purchasingNotAllowed}</Note>
        ) : (
          !product.deleted && (
            <Actions>
              {buyable && (
                <QuantityPicker
                  value={Math.min(quantity, product.stock)}
                  min={1}
                  max={product.stock}
                  onChange={setQuantity}
                  label={text.quantity}
                  decreaseLabel={text.decrease}
                  increaseLabel={text.increase}
                />
              )}
              {/* aria-disabled while busy, not disabled: a disabled button drops keyboard focus to the page. */}
              <Button type="button" disabled={!buyable} aria-disabled={busy || undefined} onClick={() => run(() => onAddToCart(Math.min(quantity, product.stock)))}>
                {text.addToCart}
              </Button>
              {saved && onOpenWishlist ? (
                <Button type="button" $variant="secondary" onClick={onOpenWishlist}>
                  {text.inWishlist}
                </Button>
              ) : (
                <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={() => run(onAddToWishlist)}>
                  {text.addToWishlist}
                </Button>
              )}
            </Actions>
          )
        )}
      </div>
    </Layout>
  );
}
