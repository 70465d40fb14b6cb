import { Page, RemoteRoot } from '@shop/shared';
import { WelcomeBanner } from '../features/home/components/welcome-banner';
import { FeaturedStrip } from '../features/catalogue/components/featured-strip';

/** Home for buyers and guests: the welcome banner and the featured-products strip. */
export default function HomePage() {
  return (
    <RemoteRoot app="storefront">
      <Page>
        <WelcomeBanner />
        <FeaturedStrip />
      </Page>
    </RemoteRoot>
  );
}
