import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../storefront-text';

const text = STOREFRONT_TEXT.ratings;

const Line = styled.p<{ $large: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme, $large }) => ($large ? theme.font.size.md : theme.font.size.sm)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

// Five grey stars with five coloured ones on top, cut to the average's share of the width.
const Stars = styled.span<{ $share: number }>`
  position: relative;
  display: inline-block;
  line-height: 1;
  letter-spacing: 1px;
  color: ${({ theme }) => theme.colors.border};
  &::after {
    content: '★★★★★';
    position: absolute;
    inset: 0;
    width: ${({ $share }) => `${Math.round($share * 1000) / 10}%`};
    overflow: hidden;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface RatingSummaryProps {
  average: number;
  count: number;
  /** By a product's title: a larger line. */
  large?: boolean;
}

/** Average stars and review count, as on every card and by the product title; one sentence for screen readers. */
export function RatingSummary({ average, count, large = false }: RatingSummaryProps) {
  if (count === 0) {
    return (
      <Line $large={large} data-rating="none">
        {text.unrated}
      </Line>
    );
  }
  return (
    <Line $large={large} role="img" aria-label={text.summary(average, count)} data-rating={average}>
      <Stars $share={Math.min(1, Math.max(0, average / 5))} aria-hidden="true">
        ★★★★★
      </Stars>
      <span aria-hidden="true">
        {average.toFixed(1)} {text.count(count)}
      </span>
    </Line>
  );
}
