import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type Draft,
  type DraftKey,
  type DraftStorage,
  clearDraft,
  loadDraft,
  saveDraft,
} from '../lib/drafts';

export interface TemplateDraftOptions<T> {
  /** The signed-in user's id; null or undefined turns drafts off (nobody to key them by). */
  userId: number | string | null | undefined;
  /** 'sms', 'mail'...: part of the storage key. */
  templateType: string;
  /** The template being edited, or null for a new one (stored under `new`). */
  templateId: number | null;
  /**
   * The content as loaded from the server (or the empty form of a new template); null while it is
   * still loading: nothing is looked up or saved before it is known. Keep its identity stable
   * (useMemo) while it does not change.
   */
  baseline: T | null;
  /** What the editor holds now. */
  content: T;
  /** Checks a stored draft's content; a draft that fails it is ignored. */
  isContent: (value: unknown) => value is T;
  /** Defaults to comparing the JSON of both sides. */
  isEqual?: (a: T, b: T) => boolean;
  /** Autosave debounce; 500 ms unless told. */
  delayMs?: number;
  /** Defaults to window.localStorage. */
  storage?: DraftStorage;
}

export interface TemplateDraft<T> {
  /** The draft found when the editor opened, when it differs from the baseline; null once handled. */
  draft: Draft<T> | null;
  /** Hides the offer and returns the draft's content for the editor to show (null if none). */
  restore: () => T | null;
  /** Hides the offer and forgets the stored draft (what was typed since is saved again). */
  discard: () => void;
  /** After a successful save: the stored draft goes, and the current content counts as saved. */
  clear: () => void;
  /** The content differs from the baseline (or from what was last saved to the server). */
  dirty: boolean;
}

const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled by the browser: the editor works, without drafts.
    return null;
  }
}

function keyTextOf(key: DraftKey): string {
  return `${key.userId}.${key.templateType}.${key.templateId ?? 'new'}`;
}

/**
 * Local autosave for an editor (ARCHITECTURE.md "No data is lost"): keyed by user, template type
 * and template, debounced, and flushed when the editor unmounts or the page is hidden, so a closed
 * drawer, a reload or a failed save loses nothing. The draft found at open time is offered once.
 */
export function useTemplateDraft<T>({
  userId,
  templateType,
  templateId,
  baseline,
  content,
  isContent,
  isEqual = sameJson,
  delayMs = 500,
  storage,
}: TemplateDraftOptions<T>): TemplateDraft<T> {
  const store = useMemo(() => storage ?? browserStorage(), [storage]);
  const key = useMemo<DraftKey | null>(
    () => (userId === null || userId === undefined ? null : { userId, templateType, templateId }),
    [userId, templateType, templateId],
  );
  const keyText = key ? keyTextOf(key) : null;

  // The draft offered at open time: looked up once per key, as soon as the baseline is known.
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const [offer, setOffer] = useState<Draft<T> | null>(null);
  if (baseline !== null && key && keyText && lookedUp !== keyText) {
    setLookedUp(keyText);
    const found = store ? loadDraft(store, key, isContent) : null;
    setOffer(found && !isEqual(found.content, baseline) ? found : null);
  }

  // What the server holds: the baseline, or the content at the last successful save.
  const [savedByUs, setSavedByUs] = useState<{ base: T | null; content: T } | null>(null);
  const reference = savedByUs && savedByUs.base === baseline ? savedByUs.content : baseline;

  // What this editor last wrote, so an unchanged text is not written again.
  const written = useRef<T | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);
  const latest = useRef({ content, reference, store, key, isEqual });
  useLayoutEffect(() => {
    latest.current = { content, reference, store, key, isEqual };
  });

  const cancelPending = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const job = pending.current;
    cancelPending();
    job?.write();
  }, [cancelPending]);

  const writeNow = useCallback((value: T) => {
    const { store: target, key: where } = latest.current;
    if (!target || !where) return;
    if (saveDraft(target, where, value, Date.now())) written.current = value;
  }, []);

  // Another template (or user) means nothing written so far concerns it.
  useEffect(() => {
    written.current = null;
  }, [keyText]);

  // Autosave what differs from the server's copy, debounced.
  useEffect(() => {
    if (reference === null || !key || !store) return;
    const same = latest.current.isEqual;
    if (same(content, reference)) {
      // Back to the saved text: a draft this editor wrote is no longer needed.
      cancelPending();
      if (written.current !== null) {
        clearDraft(store, key);
        written.current = null;
      }
      return;
    }
    if (written.current !== null && same(content, written.current)) {
      cancelPending();
      return;
    }
    cancelPending();
    pending.current = { timer: setTimeout(flush, delayMs), write: () => writeNow(content) };
  }, [content, reference, key, store, delayMs, cancelPending, flush, writeNow]);

  // Leaving (drawer closed, route changed, tab hidden or reloaded) writes what is still pending.
  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, [flush]);

  const restore = useCallback((): T | null => {
    if (!offer) return null;
    setOffer(null);
    // The stored draft already holds this content: no need to write it again.
    written.current = offer.content;
    return offer.content;
  }, [offer]);

  const discard = useCallback(() => {
    setOffer(null);
    const {
      store: target,
      key: where,
      content: now,
      reference: saved,
      isEqual: same,
    } = latest.current;
    if (!target || !where) return;
    cancelPending();
    clearDraft(target, where);
    written.current = null;
    // Work typed while the offer was showing is still work: keep it.
    if (saved !== null && !same(now, saved)) writeNow(now);
  }, [cancelPending, writeNow]);

  const clear = useCallback(() => {
    cancelPending();
    setOffer(null);
    const { store: target, key: where, content: now } = latest.current;
    setSavedByUs({ base: baseline, content: now });
    written.current = null;
    if (target && where) clearDraft(target, where);
  }, [cancelPending, baseline]);

  const dirty = reference !== null && !isEqual(content, reference);
  return { draft: offer, restore, discard, clear, dirty };
}
