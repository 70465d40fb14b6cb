import type { ReactNode } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; font-weight: 600; }
  th, td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th { background: ${({ theme }) => theme.colors.background}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  button { min-height: 32px; padding: 0 ${({ theme }) => theme.space.sm}; }
`;

/** A wide table scrolls sideways inside a focusable region, so keyboard users can scroll it too. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
  );
}
