import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { CatalogueBrowser } from '../features/catalogue/components/catalogue-browser';
import * as STOREFRONT_TEXT from '../storefront-text';

export default function ProductsPage() {
  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{STOREFRONT_TEXT.catalogue.title}</PageTitle>
        <CatalogueBrowser />
      </Page>
    </RemoteRoot>
  );
}
