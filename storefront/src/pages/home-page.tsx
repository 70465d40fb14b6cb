import { Page, RemoteRoot } from '@shop/shared';
import { WelcomeBanner } from '../features/home/components/welcome-banner';

/** Home for buyers and guests. */
export default function HomePage() {
  return (
    <RemoteRoot app="storefront">
      <Page>
        <WelcomeBanner />
      </Page>
    </RemoteRoot>
  );
}
