import { formatPrice, MutedText, type SellerDashboard } from '@shop/shared';
import { ITEM_STATUS_LABELS } from '@shop/shared/detail-ui';
import { BarChart, ChartFigure, DashboardSection, getSellerDashboard, SalesFigure, STAFF_TEXT } from '@shop/staff';
import { useMemo } from 'react';
import { SELLER_TEXT } from '../../../seller-text';

const T = SELLER_TEXT.dashboard;

function OrdersByStatus({ rows }: { rows: SellerDashboard['ordersByStatus'] }) {
  const labels = useMemo(() => rows.map((row) => ITEM_STATUS_LABELS[row.status]), [rows]);
  const series = useMemo(() => [{ name: T.byStatus, values: rows.map((row) => row.orders) }], [rows]);
  const pending = rows.find((row) => row.status === 'PENDING')?.orders ?? 0;
  const table = { columns: [T.status, STAFF_TEXT.dashboard.orders], rows: rows.map((row): [string, string] => [ITEM_STATUS_LABELS[row.status], String(row.orders)]) };
  return (
    <ChartFigure title={T.byStatus} summary={T.byStatusSummary(pending)} table={table}>
      <BarChart labels={labels} series={series} horizontal height={rows.length * 36} />
    </ChartFigure>
  );
}

function TopProducts({ rows, days }: { rows: SellerDashboard['topProducts']; days: number }) {
  const labels = useMemo(() => rows.map((row) => row.name), [rows]);
  const series = useMemo(() => [{ name: STAFF_TEXT.dashboard.revenue, values: rows.map((row) => row.revenueCents / 100) }], [rows]);
  const table = { columns: [T.product, STAFF_TEXT.dashboard.items, STAFF_TEXT.dashboard.revenue], rows: rows.map((row): [string, string, string] => [row.name, String(row.items), formatPrice(row.revenueCents / 100)]) };
  return (
    <ChartFigure title={T.top} summary={rows.length ? T.topSummary(days) : T.noSales(days)} table={table}>
      {rows.length > 0 ? <BarChart labels={labels} series={series} horizontal height={Math.max(120, rows.length * 44)} /> : <MutedText>{T.noSales(days)}</MutedText>}
    </ChartFigure>
  );
}

/** The seller's home dashboard: their sales per day, their orders by status and their best products (one call). */
export function SellerDashboardSection() {
  return (
    <DashboardSection name="seller-dashboard" load={getSellerDashboard}>
      {(dashboard: SellerDashboard) => (
        <>
          <SalesFigure salesPerDay={dashboard.salesPerDay} totals={dashboard.totals} />
          <OrdersByStatus rows={dashboard.ordersByStatus} />
          <TopProducts rows={dashboard.topProducts} days={dashboard.days} />
        </>
      )}
    </DashboardSection>
  );
}
