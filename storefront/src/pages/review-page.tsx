import { Link, useNavigate, useParams } from '@shop/shared/router';
import { Page, PageTitle, RemoteRoot, showNotice } from '@shop/shared';
import { PageMessage, SignInMessage } from '../components/page-message';
import { useShopper } from '../hooks/use-shopper';
import { useProduct } from '../features/product/hooks/use-product';
import { ReviewForm } from '../features/reviews/components/review-form';
import * as STOREFRONT_TEXT from '../storefront-text';

const text = STOREFRONT_TEXT.reviews;

/** /products/{id}/review: success returns to the product page. */
export default function ReviewPage() {
  const { id } = useParams();
  const productId = Number(id);
  const navigate = useNavigate();
  const shopper = useShopper();
  const productPath = `/products/${id}`;
  // The page names what is being reviewed; without the name it still works.
  const [product] = useProduct(productId);
  const name = product.status === 'ready' ? product.product.name : null;

  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{name ? text.writeTitleFor(name) : text.writeTitle}</PageTitle>
        <p>
          <Link to={productPath}>{text.backToProduct}</Link>
        </p>
        {shopper.kind === 'guest' ? (
          <SignInMessage message={text.signIn} />
        ) : shopper.kind === 'staff' ? (
          <PageMessage>{STOREFRONT_TEXT.purchasingNotAllowed}</PageMessage>
        ) : (
          <ReviewForm
            userId={shopper.userId}
            productId={productId}
            onSubmitted={() => {
              showNotice(text.submitted, 'success');
              navigate(productPath);
            }}
          />
        )}
      </Page>
    </RemoteRoot>
  );
}
