import { truncate } from '@shop/shared';
import { BarChart as ChartistBars } from 'chartist';
import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface BarChartProps {
  labels: string[];
  series: ChartSeries[];
  /** Bars run sideways (long labels such as product names). */
  horizontal?: boolean;
  /** Show every n-th label on the category axis (a 90-day axis would otherwise be unreadable). */
  labelEvery?: number;
  /** How the value axis reads its numbers ("$1.2k", "12"). */
  formatValue?: (value: number) => string;
  height?: number;
}

// Chartist draws bare SVG with its class names; the shop's colours and sizes are given here (its own CSS file is not loaded).
const Canvas = styled.div`
  width: 100%;
  .ct-label { fill: ${({ theme }) => theme.colors.mutedText}; color: ${({ theme }) => theme.colors.mutedText}; font-size: 0.75rem; line-height: 1; display: flex; }
  /* A value label sits on its grid line; a category label beside its bar. */
  .ct-label.ct-horizontal.ct-end { justify-content: center; text-align: center; white-space: nowrap; }
  .ct-label.ct-vertical.ct-start { justify-content: flex-end; align-items: flex-end; text-align: right; }
  .ct-horizontal-bars .ct-label.ct-horizontal.ct-end { justify-content: flex-start; }
  .ct-horizontal-bars .ct-label.ct-vertical.ct-start { align-items: center; }
  .ct-grid { stroke: ${({ theme }) => theme.colors.border}; stroke-width: 1px; stroke-dasharray: 2px; }
  .ct-bar { fill: none; stroke-width: var(--bar-width, 12px); }
  .ct-series-a .ct-bar { stroke: ${({ theme }) => theme.colors.primary}; }
  .ct-series-b .ct-bar { stroke: ${({ theme }) => theme.colors.accent}; }
`;

/**
 * Bars drawn by Chartist (a small SVG charting library, loaded only by the consoles). Hidden from assistive
 * technology: every chart stands beside its data table (ChartFigure), which is what screen readers and keyboards use.
 */
export function BarChart({ labels, series, horizontal = false, labelEvery = 1, formatValue, height = 220 }: BarChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  useEffect(() => {
    if (!host.current) return undefined;
    // Each category gets an equal share of the room along its axis; its bars fill 70 % of it, side by side.
    const room = horizontal ? height - 40 : host.current.clientWidth - 80;
    const barWidth = Math.max(2, Math.min(28, Math.floor((0.7 * Math.max(room, 100)) / Math.max(1, labels.length) / series.length)));
    host.current.style.setProperty('--bar-width', `${barWidth}px`);
    const valueAxis = { onlyInteger: true, labelInterpolationFnc: (value: string | number) => (formatValue ? formatValue(Number(value)) : String(value)), offset: horizontal ? 30 : 56 };
    // Sideways labels are cut to fit their column (the figure's table holds them whole).
    const label = (value: string | number) => (horizontal ? truncate(String(value), 16) : String(value));
    const labelsEvery = (every: number) => ({ showGrid: false, labelInterpolationFnc: (value: string | number, index: number) => (index % every === 0 ? label(value) : ''), offset: horizontal ? 120 : 30 });
    const labelAxis = labelsEvery(labelEvery);
    // A phone has room for half as many labels along the bottom.
    const phone = `(max-width: ${theme.breakpoints.phone})`;
    const responsive: Array<[string, object]> = horizontal ? [] : [[phone, { axisX: labelsEvery(labelEvery * 2) }]];
    // Sideways bars are drawn bottom up: reversed here (not by Chartist's reverseData, which also swaps the series'
    // colours), so the first row is on top.
    const inOrder = <T,>(list: T[]) => (horizontal ? [...list].reverse() : list);
    const chart = new ChartistBars(
      host.current,
      { labels: inOrder(labels), series: series.map((item) => inOrder(item.values)) },
      {
        height,
        horizontalBars: horizontal,
        seriesBarDistance: barWidth + 2,
        axisX: horizontal ? valueAxis : labelAxis,
        axisY: horizontal ? labelAxis : valueAxis,
        low: 0,
        // Room above the top value label and beside the last category label.
        chartPadding: { top: 20, right: 24, bottom: 0, left: 8 },
      },
      responsive,
    );
    return () => {
      chart.detach();
    };
  }, [labels, series, horizontal, labelEvery, formatValue, height, theme]);
  return <Canvas ref={host} aria-hidden="true" data-testid="bar-chart" />;
}
