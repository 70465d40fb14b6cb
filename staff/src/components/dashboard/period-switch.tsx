import styled from 'styled-components';
import { STAFF_TEXT } from '../../staff-text';

export const DASHBOARD_PERIODS = [30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
`;

/** The dashboard's period: the last 30 or 90 days, as two toggle buttons. */
export function PeriodSwitch({ value, onChange }: { value: DashboardPeriod; onChange: (days: DashboardPeriod) => void }) {
  return (
    <Group role="group" aria-label={STAFF_TEXT.dashboard.period}>
      {DASHBOARD_PERIODS.map((days) => (
        <button key={days} type="button" aria-pressed={value === days} onClick={() => onChange(days)}>
          {STAFF_TEXT.dashboard.lastDays(days)}
        </button>
      ))}
    </Group>
  );
}
