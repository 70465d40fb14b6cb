import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, Card, loginReturnState, Page, RemoteRoot, resumedAfterLogin, showNotice } from '@shop/shared';
import { LoadingText } from '../components/loading-text';
import { useSavedProducts } from '../hooks/use-saved-products';
import { useShopper } from '../hooks/use-shopper';
import { RelatedProducts } from '../features/catalogue/components/related-products';
import { useCartActions } from '../features/cart/hooks/use-cart-actions';
import { Breadcrumbs } from '../features/product/components/breadcrumbs';
import { ProductDetails } from '../features/product/components/product-details';
import { useProduct } from '../features/product/hooks/use-product';
import { ReviewList } from '../features/reviews/components/review-list';
import { useAddToWishlist } from '../features/wishlist/hooks/use-add-to-wishlist';
import * as STOREFRONT_TEXT from '../storefront-text';

const text = STOREFRONT_TEXT.product;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Failure = styled(Card)`
  margin-top: ${({ theme }) => theme.space.md};
  h1 { color: ${({ theme }) => theme.colors.danger}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const FailureActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** What a guest asked for before being sent to log in; finished when they come back as a buyer. */
type PendingAction = { kind: 'cart'; productId: number; quantity: number } | { kind: 'wishlist'; productId: number };

function isPendingAction(value: unknown, productId: number): value is PendingAction {
  const action = value as Partial<PendingAction> | undefined;
  return Boolean(action && (action.kind === 'cart' || action.kind === 'wishlist') && action.productId === productId);
}

/** /products/{id}: details, buying controls, reviews and 'You might also like'. */
export default function ProductPage() {
  const { id } = useParams();
  const productId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const shopper = useShopper();
  const buyerId = shopper.kind === 'buyer' ? shopper.userId : null;
  const [state, reload] = useProduct(productId);
  const cart = useCartActions(buyerId);
  const addToWishlist = useAddToWishlist(buyerId);
  const { saved, markSaved } = useSavedProducts(Number.isInteger(productId) && productId > 0 ? [productId] : []);

  // History may start on this page (a shared link): then Back goes to the catalogue.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/products'));

  const sendToLogin = (action: PendingAction) => navigate('/login', { state: loginReturnState(location, action) });

  const addToCart = async (quantity: number) => {
    if (shopper.kind === 'guest') return sendToLogin({ kind: 'cart', productId, quantity });
    if (await cart.add(productId, quantity)) showNotice(text.addedToCart, 'success');
  };

  const wishlist = async () => {
    if (shopper.kind === 'guest') return sendToLogin({ kind: 'wishlist', productId });
    if (await addToWishlist(productId)) markSaved(productId);
  };

  // Back from login: finish the guest's Add to Cart or wishlist add once, then drop it from history
  // so a reload or Back does not repeat it. The ref survives React's development double effects.
  const resumed = useRef(false);
  const pending = resumedAfterLogin(location.state);
  useEffect(() => {
    if (resumed.current || !isPendingAction(pending, productId) || shopper.kind !== 'buyer') return;
    resumed.current = true;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void (pending.kind === 'cart' ? addToCart(pending.quantity) : wishlist());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, productId, shopper.kind]);

  return (
    <RemoteRoot app="storefront">
      <Page>
        <TopBar>
          <Button type="button" $variant="secondary" onClick={goBack}>
            {text.back}
          </Button>
          {state.status === 'ready' && <Breadcrumbs category={state.product.category} name={state.product.name} />}
        </TopBar>
        {/* A screenful at least: the product is taller than the screen, so the footer never jumps into view and out (CLS). */}
        {state.status === 'loading' && <LoadingText minHeight="100vh" />}
        {state.status === 'error' && (
          <Failure role="alert">
            <h1>{state.message}</h1>
            <FailureActions>
              <Button type="button" onClick={reload}>
                {text.reload}
              </Button>
              <Link to="/products">{text.browse}</Link>
            </FailureActions>
          </Failure>
        )}
        {state.status === 'ready' && (
          <>
            <ProductDetails
              key={state.product.id}
              product={state.product}
              shopper={shopper}
              saved={saved.has(state.product.id)}
              onAddToCart={addToCart}
              onAddToWishlist={wishlist}
              onOpenWishlist={() => navigate('/wishlist')}
            />
            <ReviewList productId={state.product.id} />
            <RelatedProducts productId={state.product.id} category={state.product.category} />
          </>
        )}
      </Page>
    </RemoteRoot>
  );
}
