import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '../../../lib/drafts';

/** The profile's forms whose unsaved values are kept (never a password). */
export type DraftSection = 'details' | 'email' | 'secondaryEmail' | 'mobile' | 'referralNotes';
export type ProfileDraft = Partial<Record<DraftSection, Record<string, unknown>>>;

export interface ProfileDraftApi {
  /** What the user had typed in a form and not saved, or undefined. */
  draftOf: (section: DraftSection) => Record<string, unknown> | undefined;
  /** Keeps a form's values (null: the form matches what is saved, nothing to keep). */
  keep: (section: DraftSection, values: Record<string, unknown> | null) => void;
  /** Forgets every kept value (the user chose to discard them). */
  discard: () => void;
  /** Whether any form holds unsaved values. */
  dirty: boolean;
  /** Whether this visit started from values kept on an earlier one. */
  restored: boolean;
}

const KEY = (userId: number) => ({ userId, templateType: 'profile', templateId: 'account' });

const SECTIONS: readonly DraftSection[] = [
  'details',
  'email',
  'secondaryEmail',
  'mobile',
  'referralNotes',
];

/** A stored draft is read back only if each part is a form's values (a record of strings). */
function isProfileDraft(value: unknown): value is ProfileDraft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([section, values]) =>
      (SECTIONS as readonly string[]).includes(section) &&
      typeof values === 'object' &&
      values !== null &&
      Object.values(values as Record<string, unknown>).every((field) => typeof field === 'string'),
  );
}

/**
 * The profile page's unsaved values, kept in localStorage per user (lib/drafts.ts), so leaving the
 * page and coming back, or a reload, loses nothing typed; a saved form drops its part.
 */
export function useProfileDraftState(userId: number): ProfileDraftApi {
  const [draft, setDraft] = useState<ProfileDraft>(
    () => loadDraft(window.localStorage, KEY(userId), isProfileDraft)?.content ?? {},
  );
  const [restored] = useState(() => Object.keys(draft).length > 0);

  useEffect(() => {
    if (Object.keys(draft).length === 0) clearDraft(window.localStorage, KEY(userId));
    else saveDraft(window.localStorage, KEY(userId), draft, Date.now());
  }, [draft, userId]);

  const keep = useCallback((section: DraftSection, values: Record<string, unknown> | null) => {
    setDraft((current) => {
      if (!values && !(section in current)) return current;
      const next = { ...current };
      if (values) next[section] = values;
      else delete next[section];
      return next;
    });
  }, []);
  const discard = useCallback(() => setDraft({}), []);

  return useMemo(
    () => ({
      draftOf: (section) => draft[section],
      keep,
      discard,
      dirty: Object.keys(draft).length > 0,
      restored,
    }),
    [discard, draft, keep, restored],
  );
}

export const ProfileDraftContext = createContext<ProfileDraftApi | null>(null);

export function useProfileDraft(): ProfileDraftApi {
  const api = useContext(ProfileDraftContext);
  if (!api) throw new Error('useProfileDraft needs the profile page around it');
  return api;
}
