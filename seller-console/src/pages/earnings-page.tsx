import { useCallback } from 'react';
import styled from 'styled-components';
import { MutedText, Page, PageTitle, RemoteRoot, useSessionStore } from '@shop/shared';
import { ExportBar, ExportCsvButton, getStatements, StatementsTable, usePagedList } from '@shop/staff';
import { BalanceTiles } from '../features/earnings/components/balance-tiles';
import { EarningsItems } from '../features/earnings/components/earnings-items';
import { SELLER_TEXT } from '../seller-text';

const T = SELLER_TEXT.earnings;
const STATEMENTS_PAGE_SIZE = 10;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

function Statements() {
  const load = useCallback((page: number) => getStatements(page, STATEMENTS_PAGE_SIZE), []);
  return <StatementsTable list={usePagedList(load)} />;
}

/** /earnings: the seller's money (PRODUCT.md §10): balances, payout statements and each order item's share. */
export default function EarningsPage() {
  const sellerId = useSessionStore((state) => state.userId);
  return (
    <RemoteRoot app="seller-console">
      <Page>
        <PageTitle>{T.title}</PageTitle>
        <MutedText>{T.intro}</MutedText>
        {sellerId !== null && (
          <>
            <BalanceTiles sellerId={sellerId} />
            <Section aria-labelledby="earnings-statements-title">
              <h2 id="earnings-statements-title">{T.statementsTitle}</h2>
              <ExportBar>
                <ExportCsvButton path="/money/statements/export" />
              </ExportBar>
              <Statements />
            </Section>
            <Section aria-labelledby="earnings-items-title">
              <h2 id="earnings-items-title">{T.itemsTitle}</h2>
              <ExportBar>
                <ExportCsvButton path="/money/items/export" />
              </ExportBar>
              <EarningsItems sellerId={sellerId} />
            </Section>
          </>
        )}
      </Page>
    </RemoteRoot>
  );
}
