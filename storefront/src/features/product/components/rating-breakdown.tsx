import styled from 'styled-components';
import { VisuallyHidden } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const text = STOREFRONT_TEXT.ratings;

const List = styled.ul`
  display: grid;
  gap: 2px;
  max-width: 280px;
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  li { display: grid; grid-template-columns: 2.5em 1fr 3em; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
  li > span:last-child { text-align: right; }
`;

const Bar = styled.span<{ $share: number }>`
  height: 8px;
  border-radius: 4px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.accent} ${({ $share }) => `${$share}%`},
    ${({ theme }) => theme.colors.border} ${({ $share }) => `${$share}%`}
  );
`;

/** How the reviews spread over 5★ … 1★, as bars with counts (counts given in that order). */
export function RatingBreakdown({ counts }: { counts: number[] }) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  return (
    <List aria-label={text.breakdown}>
      {counts.map((count, index) => {
        const stars = 5 - index;
        return (
          <li key={stars}>
            <span aria-hidden="true">{text.starsLabel(stars)}</span>
            <Bar aria-hidden="true" $share={Math.round((count / total) * 100)} />
            <span aria-hidden="true">{count}</span>
            <VisuallyHidden>{text.breakdownRow(stars, count)}</VisuallyHidden>
          </li>
        );
      })}
    </List>
  );
}
