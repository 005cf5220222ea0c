import { type DateInput, formatDateTime, toDate } from '../../lib/dateTime';
import { useNow } from './useNow';
import { useRelativeTime } from './useRelativeTime';

/** How a RelativeTime that keeps its own clock reads the time (a test passes `now` instead). */
function LiveRelativeTime({ value }: { value: DateInput }) {
  return <FixedRelativeTime value={value} now={useNow()} />;
}

function FixedRelativeTime({ value, now }: { value: DateInput; now: number | Date }) {
  const words = useRelativeTime();
  const date = toDate(value);
  if (!date) return null;
  // The exact moment stays readable: as the tooltip (MM-DD-YYYY | HH:mm:ss, §9) and to machines.
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {words(date, now)}
    </time>
  );
}

/**
 * "5 minutes ago", "3 days ago", "Mar 5" or "05-03-24" (accounts-money §9), in the user's
 * language, with the exact date and time as its title. Without `now` it follows the clock.
 * Needs the shell message domain, which the dashboard loads.
 */
export function RelativeTime({ value, now }: { value: DateInput; now?: number | Date }) {
  return now === undefined ? (
    <LiveRelativeTime value={value} />
  ) : (
    <FixedRelativeTime value={value} now={now} />
  );
}
