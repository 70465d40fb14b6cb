import { useState } from 'react';
import styled from 'styled-components';
import { MutedText, Page, PageTitle, RemoteRoot } from '@shop/shared';
import { ExportBar, ExportCsvButton } from '@shop/staff';
import { ADMIN_TEXT } from '../admin-text';
import { AdminStatements } from '../features/payouts/components/admin-statements';
import { CommissionSettings } from '../features/payouts/components/commission-settings';
import { RevenueTable } from '../features/payouts/components/revenue-table';
import { RunPayout } from '../features/payouts/components/run-payout';

const T = ADMIN_TEXT.payouts;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** /payouts (ADMIN): commission rates, payout runs, statements to mark paid, and the marketplace's revenue (PRODUCT.md §10). */
export default function PayoutsPage() {
  // Moves when a run or a payment changed the statements, so the lists read again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((value) => value + 1);
  return (
    <RemoteRoot app="admin-console">
      <Page>
        <PageTitle>{T.title}</PageTitle>
        <MutedText>{T.intro}</MutedText>
        <CommissionSettings />
        <Section aria-labelledby="payout-run-title">
          <h2 id="payout-run-title">{T.runTitle}</h2>
          <RunPayout onRun={changed} />
        </Section>
        <Section aria-labelledby="payout-statements-title">
          <h2 id="payout-statements-title">{T.statementsTitle}</h2>
          <ExportBar>
            <ExportCsvButton path="/money/statements/export" />
          </ExportBar>
          <AdminStatements version={version} onPaid={changed} />
        </Section>
        <Section aria-labelledby="payout-revenue-title">
          <h2 id="payout-revenue-title">{T.revenueTitle}</h2>
          <RevenueTable version={version} />
        </Section>
      </Page>
    </RemoteRoot>
  );
}
