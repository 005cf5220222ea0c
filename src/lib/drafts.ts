/**
 * Local autosave drafts for the template editors, so a closed tab or a failed save loses nothing.
 * One draft per user and template (a new, unsaved template is `new`). The storage is passed in,
 * so this module stays pure and tests need no browser storage.
 */

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftKey {
  userId: string | number;
  templateType: string;
  /** Absent (or null) for a template that has not been saved yet. */
  templateId?: string | number | null;
}

export interface Draft<T> {
  savedAt: number;
  content: T;
}

const DRAFT_KEY_PREFIX = 'mailcraft.draft';
// Bump when the envelope changes; drafts of other versions are ignored, not misread.
const DRAFT_VERSION = 1;

export function draftKey({ userId, templateType, templateId }: DraftKey): string {
  return `${DRAFT_KEY_PREFIX}.${userId}.${templateType}.${templateId ?? 'new'}`;
}

/**
 * Stores the draft. Returns false instead of throwing when the storage refuses (quota exceeded,
 * storage disabled) or the content cannot be serialised: an autosave must never break the editor.
 */
export function saveDraft<T>(
  storage: DraftStorage,
  key: DraftKey,
  content: T,
  now: number,
): boolean {
  try {
    storage.setItem(
      draftKey(key),
      JSON.stringify({ version: DRAFT_VERSION, savedAt: now, content }),
    );
    return true;
  } catch {
    return false;
  }
}

function readEntry(storage: DraftStorage, storageKey: string): string | null {
  try {
    return storage.getItem(storageKey);
  } catch {
    return null;
  }
}

function removeEntry(storage: DraftStorage, storageKey: string): void {
  try {
    storage.removeItem(storageKey);
  } catch {
    // Nothing to do: the entry stays unreadable and is ignored again next time.
  }
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored draft, or null when there is none, it is corrupt, it was written by another version of
 * the envelope, or its content fails `isContent`. Only a corrupt entry (not JSON, or not a draft
 * envelope) is removed: the others may belong to another release of the app, open in another tab.
 */
export function loadDraft<T>(
  storage: DraftStorage,
  key: DraftKey,
  isContent: (value: unknown) => value is T,
): Draft<T> | null {
  const storageKey = draftKey(key);
  const raw = readEntry(storage, storageKey);
  if (raw === null) return null;
  const parsed = parseJson(raw);
  if (!parsed.ok || !isRecord(parsed.value) || typeof parsed.value.version !== 'number') {
    removeEntry(storage, storageKey);
    return null;
  }
  const { version, savedAt, content } = parsed.value;
  if (version !== DRAFT_VERSION) return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) {
    removeEntry(storage, storageKey);
    return null;
  }
  return isContent(content) ? { savedAt, content } : null;
}

/** Removes the draft (after a successful save or a discard). Never throws. */
export function clearDraft(storage: DraftStorage, key: DraftKey): void {
  removeEntry(storage, draftKey(key));
}
