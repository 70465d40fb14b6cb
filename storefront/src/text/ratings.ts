// Storefront text: ratings (one module per section: a page's chunk carries only what it uses).
export const ratings = {
  summary: (average: number, count: number) => `Rated ${average.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`,
  unrated: 'Not yet rated',
  count: (count: number) => `(${count})`,
  breakdown: 'Rating breakdown',
  breakdownRow: (stars: number, count: number) => `${stars} star${stars === 1 ? '' : 's'}: ${count} review${count === 1 ? '' : 's'}`,
  starsLabel: (stars: number) => `${stars}★`,
} as const;
