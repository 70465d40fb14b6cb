import { formatPrice } from '@shop/shared';
import { useMemo } from 'react';
import { STAFF_TEXT } from '../../staff-text';
import { BarChart } from './bar-chart';
import { ChartFigure } from './chart-figure';

const T = STAFF_TEXT.dashboard;

export interface DaySales {
  day: string;
  orders: number;
  items?: number;
  revenueCents: number;
}

/** "2026-11-26" → "Nov 26" (the day is a UTC calendar day). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Whole dollars on an axis: "$1.2k" above a thousand. */
export function axisDollars(dollars: number): string {
  return dollars >= 1000 ? `$${(dollars / 1000).toFixed(dollars >= 10000 ? 0 : 1)}k` : `$${dollars}`;
}

/** Revenue per day as bars, with every day's orders (and items, for a seller) and revenue in its table. */
export function SalesFigure({ title = T.sales, salesPerDay, totals }: { title?: string; salesPerDay: DaySales[]; totals: Omit<DaySales, 'day'> }) {
  const withItems = totals.items !== undefined;
  const labels = useMemo(() => salesPerDay.map((day) => shortDay(day.day)), [salesPerDay]);
  const series = useMemo(() => [{ name: T.revenue, values: salesPerDay.map((day) => day.revenueCents / 100) }], [salesPerDay]);
  const table = {
    columns: [T.day, T.orders, ...(withItems ? [T.items] : []), T.revenue],
    rows: salesPerDay.map((day): [string, ...string[]] => [shortDay(day.day), String(day.orders), ...(withItems ? [String(day.items ?? 0)] : []), formatPrice(day.revenueCents / 100)]),
  };
  return (
    <ChartFigure title={title} summary={T.salesSummary(formatPrice(totals.revenueCents / 100), totals.orders, totals.items, salesPerDay.length)} table={table}>
      <BarChart labels={labels} series={series} labelEvery={salesPerDay.length > 30 ? 14 : 7} formatValue={axisDollars} />
    </ChartFigure>
  );
}
