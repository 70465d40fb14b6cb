import { MutedText, Page, PageTitle, RemoteRoot } from '@shop/shared';
import { ADMIN_TEXT } from '../admin-text';
import { OutboxTable } from '../features/outbox/components/outbox-table';

/** /outbox (ADMIN): the e-mails the shop queued, sent, failed or skipped, with the mail server's reply. */
export default function OutboxPage() {
  return (
    <RemoteRoot app="admin-console">
      <Page>
        <PageTitle>{ADMIN_TEXT.outbox.title}</PageTitle>
        <MutedText>{ADMIN_TEXT.outbox.intro}</MutedText>
        <OutboxTable />
      </Page>
    </RemoteRoot>
  );
}
