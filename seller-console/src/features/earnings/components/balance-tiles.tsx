import { Card, MutedText, type SellerBalance, useQuery } from '@shop/shared';
import { CardGrid, formatCents, QueryView } from '@shop/staff';
import styled from 'styled-components';
import { SELLER_TEXT } from '../../../seller-text';
import { getBalance } from '../api/earnings-api';

const T = SELLER_TEXT.earnings;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  strong { font-size: 1.75rem; line-height: 1.1; color: ${({ theme }) => theme.colors.primary}; }
`;

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 { margin-top: 0; }
`;

function tiles(balance: SellerBalance) {
  return [
    { label: T.pending, value: balance.pendingCents, hint: T.pendingHint },
    { label: T.available, value: balance.availableCents, hint: balance.awaitingPayoutCents > 0 ? T.awaiting(formatCents(balance.awaitingPayoutCents)) : T.availableHint },
    { label: T.paidOut, value: balance.paidOutCents, hint: T.paidOutHint },
  ];
}

/** Pending, available and paid out, and the commission rate the seller pays on new orders. */
export function BalanceTiles({ sellerId }: { sellerId: number }) {
  const { state, reload } = useQuery(`money:balance:${sellerId}`, () => getBalance(sellerId));
  return (
    <Section aria-labelledby="earnings-balance-title">
      <h2 id="earnings-balance-title">{T.balanceTitle}</h2>
      <QueryView state={state} error={T.balanceFailed} onRetry={reload}>
        {(balance) => (
          <>
            <CardGrid $min="12rem" $fill="auto-fit">
              {tiles(balance).map((tile) => (
                <Tile key={tile.label}>
                  <span>{tile.label}</span>
                  <strong>{formatCents(tile.value)}</strong>
                  <MutedText>{tile.hint}</MutedText>
                </Tile>
              ))}
            </CardGrid>
            <p>{T.rate(balance.commissionRate)}</p>
          </>
        )}
      </QueryView>
    </Section>
  );
}
