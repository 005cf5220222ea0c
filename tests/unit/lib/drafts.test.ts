// @vitest-environment node
import {
  type DraftKey,
  type DraftStorage,
  clearDraft,
  draftKey,
  loadDraft,
  saveDraft,
} from '../../../src/lib/drafts';

interface MailContent {
  subject: string;
  html: string;
}

/** A Storage stand-in backed by a Map, so tests can look at and plant raw entries. */
function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

function isMailContent(value: unknown): value is MailContent {
  if (typeof value !== 'object' || value === null) return false;
  const { subject, html } = value as Record<string, unknown>;
  return typeof subject === 'string' && typeof html === 'string';
}

const KEY: DraftKey = { userId: 7, templateType: 'mail', templateId: 42 };
const CONTENT: MailContent = { subject: 'Spring offer', html: '<p>Hi {{first_name}}</p>' };
const NOW = Date.UTC(2025, 3, 1, 9, 30);

describe('draftKey', () => {
  it.each<[DraftKey, string]>([
    [{ userId: 7, templateType: 'mail', templateId: 42 }, 'mailcraft.draft.7.mail.42'],
    [{ userId: 'u-9', templateType: 'card', templateId: 'abc' }, 'mailcraft.draft.u-9.card.abc'],
    [{ userId: 7, templateType: 'mail' }, 'mailcraft.draft.7.mail.new'],
    [{ userId: 7, templateType: 'mail', templateId: null }, 'mailcraft.draft.7.mail.new'],
    [{ userId: 7, templateType: 'mail', templateId: 0 }, 'mailcraft.draft.7.mail.0'],
  ])('%j -> %s', (key, expected) => {
    expect(draftKey(key)).toBe(expected);
  });
});

describe('saveDraft and loadDraft', () => {
  it('stores a versioned envelope and reads it back', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, KEY, CONTENT, NOW)).toBe(true);
    expect(JSON.parse(storage.entries.get('mailcraft.draft.7.mail.42') ?? '')).toEqual({
      version: 1,
      savedAt: NOW,
      content: CONTENT,
    });
    expect(loadDraft(storage, KEY, isMailContent)).toEqual({ savedAt: NOW, content: CONTENT });
  });

  it('replaces the previous draft of the same template', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, CONTENT, NOW);
    saveDraft(storage, KEY, { ...CONTENT, subject: 'Summer offer' }, NOW + 1000);
    expect(loadDraft(storage, KEY, isMailContent)).toEqual({
      savedAt: NOW + 1000,
      content: { ...CONTENT, subject: 'Summer offer' },
    });
    expect(storage.entries.size).toBe(1);
  });

  it('keeps drafts of other users and templates apart', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, CONTENT, NOW);
    expect(loadDraft(storage, { ...KEY, userId: 8 }, isMailContent)).toBeNull();
    expect(loadDraft(storage, { ...KEY, templateId: 43 }, isMailContent)).toBeNull();
    expect(loadDraft(storage, { ...KEY, templateType: 'card' }, isMailContent)).toBeNull();
    expect(loadDraft(storage, { ...KEY, templateId: undefined }, isMailContent)).toBeNull();
  });

  it('returns false instead of throwing when the storage is full', () => {
    const storage: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(saveDraft(storage, KEY, CONTENT, NOW)).toBe(false);
  });

  it('returns false for content that cannot be serialised', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const storage = memoryStorage();
    expect(saveDraft(storage, KEY, circular, NOW)).toBe(false);
    expect(storage.entries.size).toBe(0);
  });

  it('returns null when there is no draft', () => {
    expect(loadDraft(memoryStorage(), KEY, isMailContent)).toBeNull();
  });

  it('returns null when the storage cannot be read', () => {
    const storage: DraftStorage = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('Access denied.', 'SecurityError');
      },
    };
    expect(loadDraft(storage, KEY, isMailContent)).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['JSON that is not an object', '"just text"'],
    ['an array', '[1, 2]'],
    ['null', 'null'],
    ['an object without a version', JSON.stringify({ savedAt: NOW, content: CONTENT })],
    ['a draft without a time', JSON.stringify({ version: 1, content: CONTENT })],
    ['a draft with a bad time', JSON.stringify({ version: 1, savedAt: 'today', content: CONTENT })],
  ])('returns null for %s and removes the entry', (_label, raw) => {
    const storage = memoryStorage();
    storage.entries.set(draftKey(KEY), raw);
    expect(loadDraft(storage, KEY, isMailContent)).toBeNull();
    expect(storage.entries.has(draftKey(KEY))).toBe(false);
  });

  it('returns null for another version and leaves it in place', () => {
    const storage = memoryStorage();
    const raw = JSON.stringify({ version: 2, savedAt: NOW, content: CONTENT });
    storage.entries.set(draftKey(KEY), raw);
    expect(loadDraft(storage, KEY, isMailContent)).toBeNull();
    expect(storage.entries.get(draftKey(KEY))).toBe(raw);
  });

  it('returns null for content that fails the guard', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, { subject: 'No body' }, NOW);
    expect(loadDraft(storage, KEY, isMailContent)).toBeNull();
  });

  it('passes the stored content to the guard', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, CONTENT, NOW);
    const seen: unknown[] = [];
    const guard = (value: unknown): value is MailContent => {
      seen.push(value);
      return true;
    };
    loadDraft(storage, KEY, guard);
    expect(seen).toEqual([CONTENT]);
  });
});

describe('clearDraft', () => {
  it('removes only that draft', () => {
    const storage = memoryStorage();
    const other: DraftKey = { ...KEY, templateId: undefined };
    saveDraft(storage, KEY, CONTENT, NOW);
    saveDraft(storage, other, CONTENT, NOW);
    clearDraft(storage, KEY);
    expect(loadDraft(storage, KEY, isMailContent)).toBeNull();
    expect(loadDraft(storage, other, isMailContent)).toEqual({ savedAt: NOW, content: CONTENT });
  });

  it('does nothing when there is no draft, and never throws', () => {
    const storage = memoryStorage();
    expect(() => clearDraft(storage, KEY)).not.toThrow();
    const failing: DraftStorage = {
      ...storage,
      removeItem: () => {
        throw new Error('storage disabled');
      },
    };
    expect(() => clearDraft(failing, KEY)).not.toThrow();
  });
});
