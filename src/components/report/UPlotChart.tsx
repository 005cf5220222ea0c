import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from './chartData';

const HEIGHT = 260;
const fromZero = (_chart: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, max || 1];

/**
 * The chart library (uPlot, about 20 KB gzip, drawn on a canvas) behind ReportChart, in a module
 * of its own that only the screens that draw a chart load. The canvas is hidden from screen
 * readers: the figure's summary and table view say the same in words and numbers.
 */
export default function UPlotChart({ data }: { data: ChartData }) {
  const holder = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const colours = [token.colorPrimary, token.colorWarning];

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const right = data.series.find((series) => series.axis === 'right');
    const left = data.series.find((series) => series.axis === 'left');
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 240),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      // Amounts and counts start from zero, so a bar's height reads as its size.
      scales: { x: { time: true }, left: { range: fromZero }, right: { range: fromZero } },
      axes: [
        {
          stroke: token.colorTextSecondary,
          values: (_u, ticks) => ticks.map((tick) => (data.xTick ?? data.xLabel)(tick * 1000)),
        },
        {
          scale: 'left',
          stroke: token.colorTextSecondary,
          size: 60,
          values: (_u, ticks) =>
            ticks.map((tick) => (left?.tick ?? left?.format)?.(tick) ?? String(tick)),
        },
        ...(right
          ? [
              {
                scale: 'right',
                side: 1,
                stroke: token.colorTextSecondary,
                size: 60,
                grid: { show: false },
                values: (_u: uPlot, ticks: number[]) =>
                  ticks.map((tick) => (right.tick ?? right.format)(tick)),
              },
            ]
          : []),
      ],
      series: [
        {},
        ...data.series.map((series, index) => ({
          label: series.label,
          scale: series.axis,
          stroke: colours[index % colours.length],
          width: series.kind === 'line' ? 2 : 0,
          ...(series.kind === 'bars'
            ? {
                fill: `${colours[index % colours.length]}99`,
                paths: uPlot.paths.bars!({ size: [0.7, 40] }),
                points: { show: false },
              }
            : { points: { show: data.x.length <= 60 } }),
        })),
      ],
    };
    const chart = new uPlot(
      options,
      [data.x.map((start) => start / 1000), ...data.series.map((series) => [...series.values])],
      element,
    );
    const resized = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
    // The colours are read once a theme is chosen; the chart is redrawn for new data or theme.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, token.colorPrimary, token.colorWarning, token.colorTextSecondary]);

  return <div ref={holder} className="report-chart__canvas" aria-hidden="true" />;
}
