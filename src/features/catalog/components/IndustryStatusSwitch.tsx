import { Switch } from 'antd';
import { useState } from 'react';
import type { CallState } from '../../../state/callState';
import type { Industry } from '../schemas';

type Status = 0 | 1;

/**
 * What each row's status switch shows. A toggle in flight shows its new state (with a loader);
 * a confirmed one keeps it, because the saga does not put the change into the page's rows. A
 * confirmation is tied to the rows it was made on: once the page reloads, the server's own rows
 * are the truth again. A refused toggle just drops its pending state, so the switch snaps back.
 */
export function useIndustryStatus(rows: Industry[] | null) {
  const [pending, setPending] = useState<{ id: number; status: Status } | null>(null);
  const [confirmed, setConfirmed] = useState<{
    rows: Industry[] | null;
    status: Record<number, Status>;
  }>({ rows: null, status: {} });

  return {
    pendingId: pending?.id ?? null,
    shown: (row: Industry): number => {
      if (pending?.id === row.id) return pending.status;
      return (confirmed.rows === rows ? confirmed.status[row.id] : undefined) ?? row.status;
    },
    started: (id: number, status: Status) => {
      setPending({ id, status });
    },
    settled: (change: { id: number; status: Status }, outcome: CallState<unknown>) => {
      setPending(null);
      if (outcome.error) return;
      setConfirmed((previous) => ({
        rows,
        status: { ...(previous.rows === rows ? previous.status : {}), [change.id]: change.status },
      }));
    },
  };
}

export type IndustryStatus = ReturnType<typeof useIndustryStatus>;

/**
 * An industry's on/off switch, named after the industry for screen readers ("Roofing, switch,
 * on"). Every switch waits while any change is in flight: the slice keeps one change slot per
 * list, so only one outcome at a time can be told apart.
 */
export function IndustryStatusSwitch({
  industry,
  status,
  busy,
  onToggle,
}: {
  industry: Industry;
  status: IndustryStatus;
  busy: boolean;
  onToggle: (next: Status) => void;
}) {
  return (
    <Switch
      aria-label={industry.industry_name}
      checked={status.shown(industry) === 1}
      loading={status.pendingId === industry.id}
      disabled={busy}
      onChange={(on) => onToggle(on ? 1 : 0)}
    />
  );
}
