import { MutedText, Page, PageTitle, RemoteRoot, useSessionStore } from '@shop/shared';
import { SignInMessage } from '../components/page-message';
import { PreferencesForm } from '../features/email/components/preferences-form';
import * as STOREFRONT_TEXT from '../storefront-text';

/** /email-preferences: which e-mails a signed-in buyer, seller or administrator receives. */
export default function EmailPreferencesPage() {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{STOREFRONT_TEXT.email.preferencesTitle}</PageTitle>
        {signedIn ? (
          <>
            <MutedText>{STOREFRONT_TEXT.email.preferencesIntro}</MutedText>
            <PreferencesForm />
          </>
        ) : (
          <SignInMessage message={STOREFRONT_TEXT.email.signIn} />
        )}
      </Page>
    </RemoteRoot>
  );
}
