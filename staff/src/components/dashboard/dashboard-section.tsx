import { Card, MutedText, useQuery } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { STAFF_TEXT } from '../../staff-text';
import { DASHBOARD_PERIODS, type DashboardPeriod, PeriodSwitch } from './period-switch';

const Section = styled(Card).attrs({ as: 'section' })`
  margin-top: ${({ theme }) => theme.space.lg};
  header { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; align-items: center; justify-content: space-between; }
  h2 { margin: 0; }
`;

// Two figures side by side on a wide screen, one under the other on a phone.
const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface DashboardSectionProps<T> {
  /** The query key's prefix (the period is added). */
  name: string;
  load: (days: number, signal: AbortSignal) => Promise<T>;
  /** The figures for one answer. */
  children: (dashboard: T) => ReactNode;
}

/** A console's dashboard: its title, the period switch, and the figures of one call for that period. */
export function DashboardSection<T>({ name, load, children }: DashboardSectionProps<T>) {
  const [days, setDays] = useState<DashboardPeriod>(DASHBOARD_PERIODS[0]);
  const { state } = useQuery(`${name}:${days}`, (signal) => load(days, signal), { onError: (error) => console.error('Could not load the dashboard', error) });
  const shown = state.status === 'ready' ? state.data : state.status === 'loading' || state.status === 'error' ? state.previous : undefined;
  return (
    <Section aria-labelledby="dashboard-title" aria-busy={state.status === 'loading'}>
      <header>
        <h2 id="dashboard-title">{STAFF_TEXT.dashboard.title}</h2>
        <PeriodSwitch value={days} onChange={setDays} />
      </header>
      {state.status === 'error' && <MutedText role="alert">{STAFF_TEXT.dashboard.failed}</MutedText>}
      {shown !== undefined && <Figures>{children(shown)}</Figures>}
    </Section>
  );
}
