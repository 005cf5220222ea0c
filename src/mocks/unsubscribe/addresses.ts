import type { OptOutRecord, UnsubscribeChannel } from './records';

/** How a recipient's address is kept and compared: a phone's last 10 digits, an email lower-cased. */
export function normalisedAddress(channel: UnsubscribeChannel, address: string): string {
  return channel === 'sms' ? address.replace(/\D/g, '').slice(-10) : address.trim().toLowerCase();
}

/** Whether the recipient has asked this sender to stop this channel (sends must leave them out). */
export function hasOptedOut(
  optOuts: readonly OptOutRecord[],
  userId: number,
  channel: UnsubscribeChannel,
  address: string,
): boolean {
  const kept = normalisedAddress(channel, address);
  return optOuts.some(
    (row) => row.user_id === userId && row.channel === channel && row.address === kept,
  );
}

const HIDDEN = '•••';

/**
 * The address as the page may show it to whoever holds the link: enough for the recipient to know
 * it is theirs, not enough to learn it. A phone keeps its last four digits; an email the first
 * letter of its name and of its domain, and the domain's ending.
 */
export function maskedAddress(channel: UnsubscribeChannel, address: string): string {
  if (channel === 'sms') {
    const digits = address.replace(/\D/g, '');
    return `(${HIDDEN}) ${HIDDEN}-${digits.slice(-4)}`;
  }
  const at = address.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  const [name, domain] = [address.slice(0, at), address.slice(at + 1)];
  const dot = domain.lastIndexOf('.');
  const ending = dot > 0 ? domain.slice(dot) : '';
  return `${[...name][0] ?? ''}${HIDDEN}@${[...domain][0] ?? ''}${HIDDEN}${ending}`;
}
