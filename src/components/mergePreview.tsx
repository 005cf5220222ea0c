import { Switch } from 'antd';
import { useCallback, useId, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { SAMPLE_MERGE_VALUES, fillMergeTags } from '../lib/mergeTags';

/**
 * How every preview shows merge tags: filled with the sample contact (the default), or as the
 * tags themselves. One choice for the whole app, kept across reloads, so the SMS preview, the
 * email preview, the card sides and the proofs always agree.
 */
const STORAGE_KEY = 'mailcraft.showMergeTags';
const listeners = new Set<() => void>();

function readShown(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let shown = readShown();

function setShown(next: boolean): void {
  shown = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
  } catch {
    // Without storage the choice lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether previews show the tags themselves rather than sample values. */
export function useMergeTagsShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}

/** What a preview does to a text: fills the tags with the sample contact, unless they are shown. */
export function useMergeFill(): (text: string) => string {
  const tagsShown = useMergeTagsShown();
  return useCallback(
    (text: string) => (tagsShown ? text : fillMergeTags(text, SAMPLE_MERGE_VALUES)),
    [tagsShown],
  );
}

/** The "show the tags" switch every preview offers. */
export function MergeTagsSwitch() {
  const intl = useIntl();
  const id = useId();
  const tagsShown = useMergeTagsShown();
  return (
    <span className="merge-tags-switch">
      <Switch id={id} size="small" checked={tagsShown} onChange={setShown} />
      <label htmlFor={id}>{intl.formatMessage({ id: 'preview.showTags' })}</label>
    </span>
  );
}
