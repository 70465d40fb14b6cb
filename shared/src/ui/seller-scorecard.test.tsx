import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { SellerScorecardView } from './seller-scorecard';
import { scorecardFixture } from '../testing/fixtures';

const none = { count: 0, of: 0 };

function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement!).getByRole('definition').textContent;
}

describe('SellerScorecardView', () => {
  it('shows each figure as a rounded percentage with its counts, and the rating to one decimal', () => {
    render(
      <ThemeProvider theme={theme}>
        <SellerScorecardView
          scorecard={scorecardFixture([3.67, 3], 8, { shipped: [4, 6], delivered: [1, 1], disputed: [2, 6], resolved: [1, 2] })}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'Seller scorecard' })).toBeInTheDocument();
    expect(figure('Average rating')).toBe('3.7 / 53 reviews');
    expect(figure('Shipped within 2 days')).toBe('67%4 of 6 items');
    expect(figure('Delivered')).toBe('100%1 of 1 item');
    expect(figure('Dispute rate')).toBe('33%2 of 6 items');
    expect(figure('Disputes resolved')).toBe('50%1 of 2 disputes');
  });

  it('says there is no data yet instead of 0% or NaN for a new seller', () => {
    render(
      <ThemeProvider theme={theme}>
        <SellerScorecardView
          scorecard={{ averageRating: null, reviewCount: 0, itemsSold: 0, shippedWithin2Days: none, delivered: none, disputed: none, disputesResolved: none }}
        />
      </ThemeProvider>,
    );
    expect(figure('Average rating')).toBe('No data yet0 reviews');
    expect(figure('Dispute rate')).toBe('No data yet0 of 0 items');
    expect(screen.queryByText(/NaN|%/)).toBeNull();
  });
});
