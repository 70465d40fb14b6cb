import type { AdminDashboard } from '@shop/shared';
import { BarChart, ChartFigure, DashboardSection, getAdminDashboard, SalesFigure, shortDay } from '@shop/staff';
import { useMemo } from 'react';
import { ADMIN_TEXT } from '../../../admin-text';

const T = ADMIN_TEXT.dashboard;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function NewUsers({ weeks }: { weeks: AdminDashboard['newUsersPerWeek'] }) {
  const labels = useMemo(() => weeks.map((week) => shortDay(week.weekStart)), [weeks]);
  const series = useMemo(
    () => [
      { name: T.buyers, values: weeks.map((week) => week.buyers) },
      { name: T.sellers, values: weeks.map((week) => week.sellers) },
    ],
    [weeks],
  );
  const table = { columns: [T.week, T.buyers, T.sellers], rows: weeks.map((week): [string, string, string] => [shortDay(week.weekStart), String(week.buyers), String(week.sellers)]) };
  return (
    <ChartFigure title={T.signUps} summary={T.signUpsSummary(sum(series[0]!.values), sum(series[1]!.values))} legend={[T.buyers, T.sellers]} table={table}>
      <BarChart labels={labels} series={series} labelEvery={weeks.length > 8 ? 2 : 1} />
    </ChartFigure>
  );
}

function OpenDisputes({ bands }: { bands: AdminDashboard['openDisputesByAge'] }) {
  const labels = useMemo(() => bands.map((band) => T.ageBand(band.fromDays, band.toDays)), [bands]);
  const series = useMemo(
    () => [
      { name: T.open, values: bands.map((band) => band.disputes) },
      { name: T.escalated, values: bands.map((band) => band.escalated) },
    ],
    [bands],
  );
  const table = { columns: [T.age, T.open, T.escalated], rows: bands.map((band, index): [string, string, string] => [labels[index]!, String(band.disputes), String(band.escalated)]) };
  return (
    <ChartFigure title={T.disputes} summary={T.disputesSummary(sum(series[0]!.values), sum(series[1]!.values))} legend={[T.open, T.escalated]} table={table}>
      <BarChart labels={labels} series={series} horizontal height={bands.length * 44} />
    </ChartFigure>
  );
}

/** The admin's home dashboard: the marketplace's sales per day, sign-ups per week and open disputes by age (one call). */
export function AdminDashboardSection() {
  return (
    <DashboardSection name="admin-dashboard" load={getAdminDashboard}>
      {(dashboard: AdminDashboard) => (
        <>
          <SalesFigure title={T.sales} salesPerDay={dashboard.salesPerDay} totals={dashboard.totals} />
          <NewUsers weeks={dashboard.newUsersPerWeek} />
          <OpenDisputes bands={dashboard.openDisputesByAge} />
        </>
      )}
    </DashboardSection>
  );
}
