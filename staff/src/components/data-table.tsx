import { useLayoutEffect, useRef, type ReactNode } from 'react';
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
  /* On a phone each row is a card: every cell on its own line, named by its column, actions in view. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tbody tr { display: block; padding: ${({ theme }) => theme.space.sm} 0; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
    tbody th, tbody td { display: flex; gap: ${({ theme }) => theme.space.sm}; border-top: 0; padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}; }
    tbody [data-label]::before { content: attr(data-label); flex: 0 0 35%; font-weight: 600; font-size: ${({ theme }) => theme.font.size.sm}; }
  }
`;

// Row actions stay on one line on wide screens (the table scrolls instead); on a phone they wrap within the card.
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) { flex-wrap: wrap; }
  gap: ${({ theme }) => theme.space.xs};
  button { min-height: 32px; padding: 0 ${({ theme }) => theme.space.sm}; }
`;

/** Names each body cell after its column header (data-label), for the phone's card layout. */
function labelCells(root: HTMLElement) {
  const headers = [...root.querySelectorAll('thead th')].map((header) => header.textContent?.trim() ?? '');
  for (const row of root.querySelectorAll('tbody tr')) {
    [...row.children].forEach((cell, index) => {
      if (headers[index]) cell.setAttribute('data-label', headers[index]);
      else cell.removeAttribute('data-label');
    });
  }
}

/** A wide table scrolls sideways inside a focusable region, so keyboard users can scroll it too. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  // After every render: rows come and go with paging and search.
  useLayoutEffect(() => {
    if (region.current) labelCells(region.current);
  });
  return (
    <Scroller ref={region} role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
  );
}

export interface StaffTableProps<Row> {
  /** The scrolling region's accessible name (the table's caption for screen readers). */
  label: string;
  /** Column headers in order; a header may be visually hidden but should still name its column. */
  columns: ReactNode[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** One row's cells: a `<th scope="row">` for what names the row, `<td>` for the rest. */
  renderCells: (row: Row) => ReactNode;
}

/** A staff list as a table: the scrolling region, column headers and one row per item (a card per row on a phone). */
export function StaffTable<Row>({ label, columns, rows, rowKey, renderCells }: StaffTableProps<Row>) {
  return (
    <TableRegion label={label}>
      <Table>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{renderCells(row)}</tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
