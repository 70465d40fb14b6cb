import { MutedText, Page, PageTitle, RemoteRoot } from '@shop/shared';
import { ADMIN_TEXT } from '../admin-text';
import { EscalatedDisputes } from '../features/disputes/components/escalated-disputes';

/** /escalated-disputes (ADMIN): disputes escalated after the seller's deadline passed, to arbitrate (PRODUCT.md §4). */
export default function EscalatedDisputesPage() {
  return (
    <RemoteRoot app="admin-console">
      <Page>
        <PageTitle>{ADMIN_TEXT.disputes.title}</PageTitle>
        <MutedText>{ADMIN_TEXT.disputes.intro}</MutedText>
        <EscalatedDisputes />
      </Page>
    </RemoteRoot>
  );
}
