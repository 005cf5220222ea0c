import { act, renderHook } from '@testing-library/react';
import {
  type TemplateDraftOptions,
  useTemplateDraft,
} from '../../../src/components/useTemplateDraft';
import { type DraftStorage, draftKey, loadDraft, saveDraft } from '../../../src/lib/drafts';

interface Content {
  text: string;
}

const isContent = (value: unknown): value is Content =>
  typeof value === 'object' && value !== null && typeof (value as Content).text === 'string';

function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const KEY = { userId: 7, templateType: 'sms', templateId: 3 };
const BASE: Content = { text: 'saved on the server' };

function renderDraft(
  storage: DraftStorage,
  overrides: Partial<TemplateDraftOptions<Content>> = {},
) {
  return renderHook((props: Partial<TemplateDraftOptions<Content>>) =>
    useTemplateDraft<Content>({
      userId: KEY.userId,
      templateType: KEY.templateType,
      templateId: KEY.templateId,
      baseline: BASE,
      content: BASE,
      isContent,
      storage,
      ...overrides,
      ...props,
    }),
  );
}

const stored = (storage: DraftStorage) => loadDraft(storage, KEY, isContent)?.content ?? null;

describe('useTemplateDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves a changed content after 500 ms of quiet, and only then', () => {
    const storage = memoryStorage();
    const { result, rerender } = renderDraft(storage);
    expect(result.current.dirty).toBe(false);

    rerender({ content: { text: 'one' } });
    act(() => void vi.advanceTimersByTime(300));
    rerender({ content: { text: 'one two' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(stored(storage)).toBeNull();

    act(() => void vi.advanceTimersByTime(200));
    expect(stored(storage)).toEqual({ text: 'one two' });
    expect(result.current.dirty).toBe(true);
  });

  it('writes what is pending when the editor unmounts', () => {
    const storage = memoryStorage();
    const { rerender, unmount } = renderDraft(storage);
    rerender({ content: { text: 'closing fast' } });
    unmount();
    expect(stored(storage)).toEqual({ text: 'closing fast' });
  });

  it('waits for the baseline, and does nothing without a user', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, { text: 'old draft' }, 1);
    const loading = renderDraft(storage, { baseline: null, content: { text: '' } });
    expect(loading.result.current.draft).toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    expect(stored(storage)).toEqual({ text: 'old draft' });

    loading.rerender({ baseline: BASE, content: BASE });
    expect(loading.result.current.draft).toEqual({ savedAt: 1, content: { text: 'old draft' } });

    const anonymous = renderDraft(storage, { userId: null, content: { text: 'typed' } });
    act(() => void vi.advanceTimersByTime(1000));
    expect(anonymous.result.current.draft).toBeNull();
    expect(stored(storage)).toEqual({ text: 'old draft' });
  });

  it('does not offer a draft that equals the loaded template', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, BASE, 1);
    const { result } = renderDraft(storage);
    expect(result.current.draft).toBeNull();
  });

  it('restores the offered draft without writing it again', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, { text: 'from yesterday' }, 1);
    const { result, rerender } = renderDraft(storage);

    let restored: Content | null = null;
    act(() => {
      restored = result.current.restore();
    });
    expect(restored).toEqual({ text: 'from yesterday' });
    expect(result.current.draft).toBeNull();

    rerender({ content: { text: 'from yesterday' } });
    act(() => void vi.advanceTimersByTime(1000));
    expect(loadDraft(storage, KEY, isContent)?.savedAt).toBe(1);
  });

  it('discards the stored draft but keeps what was typed since', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, { text: 'old' }, 1);
    const first = renderDraft(storage);
    act(() => first.result.current.discard());
    expect(stored(storage)).toBeNull();
    first.unmount();

    saveDraft(storage, KEY, { text: 'old' }, 1);
    const second = renderDraft(storage);
    second.rerender({ content: { text: 'typed while it showed' } });
    act(() => second.result.current.discard());
    expect(stored(storage)).toEqual({ text: 'typed while it showed' });
  });

  it('removes its draft when the text goes back to the saved one', () => {
    const storage = memoryStorage();
    const { rerender } = renderDraft(storage);
    rerender({ content: { text: 'changed' } });
    act(() => void vi.advanceTimersByTime(500));
    expect(stored(storage)).toEqual({ text: 'changed' });

    rerender({ content: BASE });
    expect(stored(storage)).toBeNull();
  });

  it('clears the draft after a save, and the saved text is no longer dirty', () => {
    const storage = memoryStorage();
    const { result, rerender, unmount } = renderDraft(storage);
    rerender({ content: { text: 'to be saved' } });
    act(() => void vi.advanceTimersByTime(500));
    expect(storage.entries.has(draftKey(KEY))).toBe(true);

    act(() => result.current.clear());
    expect(storage.entries.has(draftKey(KEY))).toBe(false);
    expect(result.current.dirty).toBe(false);

    act(() => void vi.advanceTimersByTime(1000));
    unmount();
    expect(storage.entries.has(draftKey(KEY))).toBe(false);
  });

  it('keeps working when the storage refuses to write', () => {
    const storage: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { result, rerender } = renderDraft(storage);
    rerender({ content: { text: 'no room' } });
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.dirty).toBe(true);
  });
});
