import { Card, MutedText, useStaffSummaryStore } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { STAFF_TEXT } from '../staff-text';
import { CardGrid } from './card-grid';

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  strong { font-size: 2rem; line-height: 1; color: ${({ theme }) => theme.colors.primary}; min-height: 2rem; }
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin-top: 0;
`;

export interface SummaryLinks {
  outstanding: string;
  lowStock: string;
  disputed: string;
}

const T = STAFF_TEXT.summary;

/** Outstanding orders, products low in stock and disputed orders, each linking to the page listing them. */
export function StaffSummary({ links }: { links: SummaryLinks }) {
  const summary = useStaffSummaryStore((state) => state.summary);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    void useStaffSummaryStore
      .getState()
      .refresh()
      .then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, []);

  const tiles = [
    { label: T.outstanding, value: summary?.outstandingOrders, to: links.outstanding },
    { label: T.lowStock, value: summary?.lowStockProducts, to: links.lowStock, hint: T.lowStockHint },
    { label: T.disputed, value: summary?.disputedOrders, to: links.disputed },
  ];
  return (
    <Section aria-labelledby="staff-summary-title">
      <Heading id="staff-summary-title">{T.title}</Heading>
      {settled && !summary ? (
        <MutedText role="alert">{T.unavailable}</MutedText>
      ) : (
        <CardGrid $min="200px" $fill="auto-fit">
          {tiles.map((tile) => (
            <li key={tile.label}>
              <Tile to={tile.to} aria-busy={tile.value === undefined}>
                <strong>{tile.value ?? '–'}</strong>
                <span>{tile.label}</span>
                {tile.hint && <small>{tile.hint}</small>}
              </Tile>
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
