import { Page, PageTitle, RemoteRoot, showNotice } from '@shop/shared';
import { LoadingText } from '../components/loading-text';
import { NoPurchasingMessage, PageMessage, SignInMessage } from '../components/page-message';
import { useShopper } from '../hooks/use-shopper';
import { useCartActions } from '../features/cart/hooks/use-cart-actions';
import { WishlistTable } from '../features/wishlist/components/wishlist-table';
import { useWishlist } from '../features/wishlist/hooks/use-wishlist';
import * as STOREFRONT_TEXT from '../storefront-text';

const text = STOREFRONT_TEXT.wishlist;

function BuyerWishlist({ userId }: { userId: number }) {
  const { state, remove } = useWishlist(userId);
  const cart = useCartActions(userId);
  if (state.status === 'loading') return <LoadingText />;
  if (state.items.length === 0) return <PageMessage>{text.empty}</PageMessage>;
  return (
    <WishlistTable
      items={state.items}
      onRemove={remove}
      onAddToCart={async (productId) => {
        if (await cart.add(productId, 1)) showNotice(STOREFRONT_TEXT.product.addedToCart, 'success');
      }}
    />
  );
}

export default function WishlistPage() {
  const shopper = useShopper();
  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{text.title}</PageTitle>
        {shopper.kind === 'guest' && <SignInMessage message={text.signIn} />}
        {shopper.kind === 'staff' && <NoPurchasingMessage />}
        {shopper.kind === 'buyer' && <BuyerWishlist userId={shopper.userId} />}
      </Page>
    </RemoteRoot>
  );
}
