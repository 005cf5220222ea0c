/** What a report's chart draws: one value per bucket of time, per series. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** Bars for amounts that add up per bucket, a line for a count beside them. */
  kind: 'bars' | 'line';
  /** The left axis for the first series, the right one for a second of another unit. */
  axis: 'left' | 'right';
  format: (value: number) => string;
  /** The axis's shorter words for a value ($3K), where `format` would not fit. */
  tick?: (value: number) => string;
}

export interface ChartData {
  /** The start of each bucket, in ms since the epoch. */
  x: readonly number[];
  /** How a bucket is named on the axis, in the table view and in the summary. */
  xLabel: (start: number) => string;
  /** The axis's shorter name for a bucket, where `xLabel` would crowd the ticks. */
  xTick?: (start: number) => string;
  series: readonly ChartSeries[];
}
