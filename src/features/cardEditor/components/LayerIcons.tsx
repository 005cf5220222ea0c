/** Small line icons for the layer toggles (no icon font: the editor's route stays light). */

const frame = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  'aria-hidden': true,
} as const;

export function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg {...frame}>
      <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
      <circle cx="8" cy="8" r="2" />
      {!open && <path d="M2 14 14 2" />}
    </svg>
  );
}

export function LockIcon({ locked }: { locked: boolean }) {
  return (
    <svg {...frame}>
      <rect x="3" y="7" width="10" height="7" rx="1" />
      <path d={locked ? 'M5 7V5a3 3 0 0 1 6 0v2' : 'M5 7V5a3 3 0 0 1 5.6-1.5'} />
    </svg>
  );
}
