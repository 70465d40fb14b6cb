import { formatPrice } from './format-price';
import { truncate } from './truncate';

describe('formatPrice', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234.567)).toBe('$1,234.57');
  });
});

describe('truncate', () => {
  it('keeps text that fits and cuts longer text to the limit', () => {
    expect(truncate('short', 30)).toBe('short');
    const cut = truncate('a'.repeat(40), 30);
    expect(cut).toHaveLength(30);
    expect(cut.endsWith('…')).toBe(true);
  });
});
