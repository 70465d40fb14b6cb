/**
 * A product's average stars and review count, from the aggregate columns triggers keep on its row (migration 0020):
 * one read of the product row, never a query over its reviews. Average rounded to 2 decimals, 0 without reviews.
 */
export function ratingOf(row: { rating_count: number; rating_sum: number }): { ratingAverage: number; ratingCount: number } {
  const count = Number(row.rating_count);
  return { ratingAverage: count === 0 ? 0 : Math.round((Number(row.rating_sum) / count) * 100) / 100, ratingCount: count };
}
