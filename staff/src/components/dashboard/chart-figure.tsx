import { Card, MutedText, VisuallyHidden } from '@shop/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { STAFF_TEXT } from '../../staff-text';
import { Table, TableRegion } from '../data-table';

const Figure = styled(Card).attrs({ as: 'figure' })`
  margin: 0;
  min-width: 0;
  figcaption h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  details { margin-top: ${({ theme }) => theme.space.sm}; }
  summary { cursor: pointer; min-height: 32px; display: flex; align-items: center; color: ${({ theme }) => theme.colors.primary}; }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li::before { content: ''; display: inline-block; width: 12px; height: 12px; margin-right: 6px; vertical-align: -1px; border-radius: 2px; }
  li:nth-child(1)::before { background: ${({ theme }) => theme.colors.primary}; }
  li:nth-child(2)::before { background: ${({ theme }) => theme.colors.accent}; }
`;

export interface FigureTable {
  columns: string[];
  /** The first cell names the row (a row header); the rest are its figures, as shown. */
  rows: Array<[string, ...string[]]>;
}

export interface ChartFigureProps {
  title: string;
  /** One sentence of what the chart shows, in words (read before the chart). */
  summary: string;
  /** The series' names when there are several (drawn as a legend; the chart's colours in order). */
  legend?: string[];
  table: FigureTable;
  /** The chart itself (hidden from assistive technology: the table below holds the same numbers). */
  children: ReactNode;
}

/** A chart with its title, a one-sentence summary and its numbers as a table, behind a disclosure anyone can open. */
export function ChartFigure({ title, summary, legend, table, children }: ChartFigureProps) {
  return (
    <Figure>
      <figcaption>
        <h3>{title}</h3>
        <MutedText>{summary}</MutedText>
      </figcaption>
      {legend && legend.length > 1 && (
        <Legend aria-hidden="true">
          {legend.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Legend>
      )}
      {children}
      <details>
        <summary>
          {STAFF_TEXT.dashboard.showNumbers}
          <VisuallyHidden>: {title}</VisuallyHidden>
        </summary>
        <TableRegion label={title}>
          <Table>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([name, ...figures]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {figures.map((figure, index) => (
                    <td key={table.columns[index + 1]}>{figure}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableRegion>
      </details>
    </Figure>
  );
}
