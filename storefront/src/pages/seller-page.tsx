import { Link, useParams } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, Page, PageTitle, RemoteRoot } from '@shop/shared';
import { SellerScorecardView } from '@shop/shared/detail-ui';
import { LoadingText } from '../components/loading-text';
import { PageMessage } from '../components/page-message';
import { CatalogueBrowser } from '../features/catalogue/components/catalogue-browser';
import { SellerHeader } from '../features/sellers/components/seller-header';
import { useSellerProfile } from '../features/sellers/hooks/use-seller-profile';
import { SELLERS_TEXT } from '../features/sellers/sellers-text';

const Products = styled.section`
  h2 { overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** /sellers/{id}: who the seller is, their scorecard, and their live products (paged and searchable). */
export default function SellerPage() {
  const { id } = useParams();
  const sellerId = Number(id);
  const [state, reload] = useSellerProfile(sellerId);
  const browse = <Link to="/products">{SELLERS_TEXT.browse}</Link>;

  return (
    <RemoteRoot app="storefront">
      <Page>
        {state.status === 'loading' && <LoadingText minHeight="480px" />}
        {state.status === 'not-found' && (
          <>
            <PageTitle>{SELLERS_TEXT.notFoundTitle}</PageTitle>
            <PageMessage action={browse}>{SELLERS_TEXT.notFoundBody}</PageMessage>
          </>
        )}
        {state.status === 'error' && (
          <PageMessage
            role="alert"
            action={
              <Actions>
                <Button type="button" onClick={reload}>
                  {SELLERS_TEXT.reload}
                </Button>
                {browse}
              </Actions>
            }
          >
            {SELLERS_TEXT.loadFailed}
          </PageMessage>
        )}
        {state.status === 'ready' && (
          <>
            <SellerHeader profile={state.profile} />
            <SellerScorecardView scorecard={state.profile.scorecard} />
            <Products aria-labelledby="seller-products-title">
              <h2 id="seller-products-title">{SELLERS_TEXT.productsTitle(state.profile.name)}</h2>
              <CatalogueBrowser sellerId={state.profile.id} />
            </Products>
          </>
        )}
      </Page>
    </RemoteRoot>
  );
}
