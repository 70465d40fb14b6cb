import { MutedText, Page, PageTitle, RemoteRoot } from '@shop/shared';
import { ContactForm } from '../features/contact/components/contact-form';
import * as STOREFRONT_TEXT from '../storefront-text';

export default function ContactPage() {
  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{STOREFRONT_TEXT.contact.title}</PageTitle>
        <MutedText>{STOREFRONT_TEXT.contact.intro}</MutedText>
        <ContactForm />
      </Page>
    </RemoteRoot>
  );
}
