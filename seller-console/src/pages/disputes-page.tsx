import { MutedText, Page, PageTitle, RemoteRoot } from '@shop/shared';
import { DisputesTable } from '../features/disputes/components/disputes-table';
import { SELLER_TEXT } from '../seller-text';

/** /disputes: the seller's disputed items. */
export default function DisputesPage() {
  return (
    <RemoteRoot app="seller-console">
      <Page>
        <PageTitle>{SELLER_TEXT.disputes.title}</PageTitle>
        <MutedText>{SELLER_TEXT.disputes.intro}</MutedText>
        <DisputesTable />
      </Page>
    </RemoteRoot>
  );
}
