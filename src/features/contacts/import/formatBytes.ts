import type { IntlShape } from 'react-intl';

/** A file size in the user's language: 512 bytes, 1.5 MB, 1 GB. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return intl.formatNumber(value, {
    style: 'unit',
    unit: units[unit],
    // English has no short plural for bytes ("831 byte"): bytes are written out.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}
