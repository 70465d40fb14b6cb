import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { SellerScorecardView } from './seller-scorecard';

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
          scorecard={{
            averageRating: 3.67,
            reviewCount: 3,
            itemsSold: 8,
            shippedWithin2Days: { count: 4, of: 6 },
            delivered: { count: 1, of: 1 },
            disputed: { count: 2, of: 6 },
            disputesResolved: { count: 1, of: 2 },
          }}
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
