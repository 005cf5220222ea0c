import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearDraft,
  type Draft,
  type DraftKey,
  type DraftStorage,
  loadDraft,
  saveDraft,
} from '../../../lib/drafts';
import { type CardDocument, parseCardDocument } from '../model';
import type { CardMeta, SaveStatus } from '../state/slice';

/** What a card draft keeps: the document and the template fields. */
export interface CardDraft {
  meta: CardMeta;
  document: CardDocument;
}

const isOptionalId = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** A stored draft is trusted only when its fields have the right shape and its document parses. */
export function isCardDraft(value: unknown): value is CardDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { meta, document } = value as Record<string, unknown>;
  if (typeof meta !== 'object' || meta === null) return false;
  const fields = meta as Record<string, unknown>;
  return (
    typeof fields.title === 'string' &&
    isOptionalId(fields.category) &&
    isOptionalId(fields.industry_id) &&
    parseCardDocument(document).ok
  );
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const same = (a: CardDraft | null, b: CardDraft | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A draft is offered only when it holds something the server's copy does not: it differs, and it
 * was written after the server's copy last changed (a draft older than a save made elsewhere, on
 * another device or tab, would take the author back in time).
 */
function isWorthOffering(draft: Draft<CardDraft>, saved: CardDraft | null, savedAt: number | null) {
  if (same(draft.content, saved)) return false;
  return savedAt === null || draft.savedAt > savedAt;
}
/** Autosave waits this long after the last command, so a burst of nudges is one write. */
const AUTOSAVE_DELAY_MS = 300;

export interface CardDraftOptions {
  userId: number | null;
  templateId: number | null;
  /** False while the card loads: nothing is offered or written before the server's copy is known. */
  ready: boolean;
  content: CardDraft;
  /** The server's copy (null for an unreadable one, which any draft differs from). */
  saved: CardDraft | null;
  /** When the server's copy was last changed (ms epoch), null when unknown. */
  savedAt: number | null;
  dirty: boolean;
  save: SaveStatus;
  storage?: DraftStorage | null;
}

/**
 * The card's local draft (ARCHITECTURE.md "No data is lost"), per user and card: written shortly
 * after every command and when the page is hidden or the editor closes; offered once when the
 * card opens if it is newer than the server's copy and differs from it. Any successful save or publish clears it, a new
 * card's draft too (issue 27): the spec resyncs an incomplete card's draft to what was saved (§4),
 * which is to say nothing is left unsaved, but a stored copy of the saved card came back after a
 * reload as an "unsaved draft" whenever the server's copy read back in another form.
 */
export function useCardDraft(options: CardDraftOptions) {
  const { userId, templateId, ready, content, saved, savedAt, dirty, save } = options;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const keyOf = useCallback(
    (id: number | null): DraftKey | null =>
      userId === null ? null : { userId, templateType: 'card', templateId: id },
    [userId],
  );
  const [offer, setOffer] = useState<Draft<CardDraft> | null>(null);
  // The browser refused the last draft (its storage is full: large images), so say so.
  const [draftRefused, setDraftRefused] = useState(false);
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const lookupKey = ready && userId !== null ? `${userId}.${templateId ?? 'new'}` : null;
  if (lookupKey !== null && lookedUp !== lookupKey && save.phase === 'idle') {
    setLookedUp(lookupKey);
    const key = keyOf(templateId);
    const found = storage && key ? loadDraft(storage, key, isCardDraft) : null;
    setOffer(found && isWorthOffering(found, saved, savedAt) ? found : null);
  }

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);
  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    job.write();
  }, []);

  // Autosave: what differs from the server's copy, unless the offer of an older draft is open.
  useEffect(() => {
    const key = keyOf(templateId);
    if (!ready || !storage || !key || offer) return;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (!dirty) return;
    const write = () => {
      setDraftRefused(!saveDraft(storage, key, content, Date.now()));
    };
    pending.current = { timer: setTimeout(flush, AUTOSAVE_DELAY_MS), write };
  }, [content, dirty, ready, storage, keyOf, templateId, offer, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  // After a save: nothing is unsaved, so no draft is kept (the new card's neither).
  const handledSave = useRef<SaveStatus | null>(null);
  useEffect(() => {
    if (save.phase !== 'saved' || handledSave.current === save || !storage) return;
    handledSave.current = save;
    const key = keyOf(templateId);
    const newKey = keyOf(null);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (newKey) clearDraft(storage, newKey);
    if (key) clearDraft(storage, key);
  }, [save, storage, keyOf, templateId]);

  const restore = () => {
    const found = offer;
    setOffer(null);
    return found?.content ?? null;
  };

  const discard = () => {
    setOffer(null);
    const key = keyOf(templateId);
    if (storage && key) clearDraft(storage, key);
  };

  return { offer, restore, discard, draftRefused: draftRefused && dirty };
}
