const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const number = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** One row of the table: median and range of the samples, compared with the goal. */
export function summarize(row) {
  const goal = row.goal.max !== undefined ? `≤ ${row.goal.max} ${row.unit}` : `≥ ${row.goal.min} ${row.unit}`;
  if (row.notBuilt || !row.samples?.length) {
    // A measurement that failed (row.error) is not a feature not built: it says why.
    const failed = !row.notBuilt && row.error !== undefined;
    return {
      metric: row.metric,
      goal,
      median: null,
      min: null,
      max: null,
      unit: row.unit,
      status: failed ? 'error' : 'not built',
      deterministic: Boolean(row.deterministic),
      ...(failed ? { error: row.error, detail: [`error: ${row.error}`, ...(row.detail ?? [])] } : {}),
    };
  }
  const value = median(row.samples);
  const within = row.goal.max !== undefined ? value <= row.goal.max : value >= row.goal.min;
  return {
    metric: row.metric,
    goal,
    unit: row.unit,
    median: value,
    min: Math.min(...row.samples),
    max: Math.max(...row.samples),
    samples: row.samples,
    status: within ? 'ok' : 'over goal',
    deterministic: Boolean(row.deterministic),
    // A size measured and shown but not (yet) failing `--check`: sizes.mjs says why.
    ...(row.gated === false ? { gated: false } : {}),
    ...(row.detail ? { detail: row.detail } : {}),
  };
}

export function formatTable(rows) {
  const lines = [['Metric', 'Goal', 'Median', 'Min–max', 'Status']];
  for (const row of rows) {
    lines.push([
      row.metric,
      row.goal,
      row.median === null ? row.status : `${number(row.median)} ${row.unit}`,
      row.median === null ? '' : `${number(row.min)}–${number(row.max)}`,
      row.status === 'over goal' && row.unit === 'score' ? 'below goal' : row.status,
    ]);
  }
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  return lines
    .map((line, index) => {
      const text = line.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
      return index === 0 ? `${text}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}` : text;
    })
    .join('\n');
}
