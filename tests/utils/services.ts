import { vi } from 'vitest';
import type { SagaServices, SavedFile } from '../../src/state/session';

export interface TestServices extends SagaServices {
  navigations: string[];
  reloadPage: ReturnType<typeof vi.fn<() => void>>;
  clearCaches: ReturnType<typeof vi.fn<() => Promise<void>>>;
  fetchVersionFile: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
  savedFiles: SavedFile[];
}

/** Saga services that record what the sagas asked for, so tests can assert navigation and reloads. */
export function createTestServices(): TestServices {
  const navigations: string[] = [];
  const savedFiles: SavedFile[] = [];
  return {
    navigations,
    savedFiles,
    pollIntervalMs: 5,
    saveFile: (file) => {
      savedFiles.push(file);
    },
    navigate: (to) => {
      navigations.push(to);
    },
    reloadPage: vi.fn<() => void>(),
    clearCaches: vi.fn<() => Promise<void>>(() => Promise.resolve()),
    fetchVersionFile: vi.fn<() => Promise<unknown>>(() =>
      Promise.resolve({ version: __APP_VERSION__ }),
    ),
  };
}
