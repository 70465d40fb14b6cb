import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './layout';
import type { SellerRatio, SellerScorecard as Scorecard } from '../types/contract.gen';

// One component for the storefront's seller page and the seller's own home, so both read the same figures the same way.
const TEXT = {
  title: 'Seller scorecard',
  rating: 'Average rating',
  shipped: 'Shipped within 2 days',
  delivered: 'Delivered',
  disputed: 'Dispute rate',
  resolved: 'Disputes resolved',
  noData: 'No data yet',
  reviews: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  ofItems: ({ count, of }: SellerRatio) => `${count} of ${of} ${of === 1 ? 'item' : 'items'}`,
  ofDisputes: ({ count, of }: SellerRatio) => `${count} of ${of} ${of === 1 ? 'dispute' : 'disputes'}`,
};

const Box = styled(Card)`
  margin: ${({ theme }) => theme.space.lg} 0;
  h2 { margin-top: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius.md}; padding: ${({ theme }) => theme.space.md}; background: ${({ theme }) => theme.colors.surface}; }
  dt { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.mutedText}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; }
  strong { display: block; font-size: ${({ theme }) => theme.font.size.lg}; }
  span { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.mutedText}; }
`;

const percent = ({ count, of }: SellerRatio) => (of === 0 ? TEXT.noData : `${Math.round((count / of) * 100)}%`);

export interface SellerScorecardViewProps {
  scorecard: Scorecard;
  /** The heading's id, for a section labelled by it. */
  titleId?: string;
  /** Shown under the figures (e.g. the seller console's link to the public page). */
  children?: ReactNode;
}

/** Average rating, shipped within 2 days, delivered, dispute rate and disputes resolved, each with its counts. */
export function SellerScorecardView({ scorecard, titleId = 'seller-scorecard-title', children }: SellerScorecardViewProps) {
  const { averageRating, reviewCount } = scorecard;
  const figures: [string, string, string][] = [
    [TEXT.rating, averageRating === null ? TEXT.noData : `${averageRating.toFixed(1)} / 5`, TEXT.reviews(reviewCount)],
    [TEXT.shipped, percent(scorecard.shippedWithin2Days), TEXT.ofItems(scorecard.shippedWithin2Days)],
    [TEXT.delivered, percent(scorecard.delivered), TEXT.ofItems(scorecard.delivered)],
    [TEXT.disputed, percent(scorecard.disputed), TEXT.ofItems(scorecard.disputed)],
    [TEXT.resolved, percent(scorecard.disputesResolved), TEXT.ofDisputes(scorecard.disputesResolved)],
  ];
  return (
    <Box aria-labelledby={titleId}>
      <h2 id={titleId}>{TEXT.title}</h2>
      <Figures>
        {figures.map(([label, value, detail]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <strong>{value}</strong>
              <span>{detail}</span>
            </dd>
          </div>
        ))}
      </Figures>
      {children}
    </Box>
  );
}
