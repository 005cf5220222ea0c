import { themeChosen } from '../../../src/features/preferences';
import { APP_STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { createTestStore, waitForState } from '../../utils/store';

const KEY = APP_STORAGE_KEYS.preferences;

/** What another tab of the app does when the user chooses there: it stores, and this tab hears. */
function storeInAnotherTab(value: string | null, key: string | null = KEY): void {
  const oldValue = key === null ? null : window.localStorage.getItem(key);
  if (key === null) window.localStorage.clear();
  else if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }),
  );
}

const chosen = (preferences: Record<string, string>) =>
  JSON.stringify({ locale: 'en', mainTheme: 'themedefault', ...preferences });

/** Lets the sagas answer an event that should change nothing (they answer at once if at all). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('preferences chosen in another tab', () => {
  it('follows the themes and the language another tab stored', async () => {
    const { store } = createTestStore();

    storeInAnotherTab(
      chosen({ locale: 'fr', mainTheme: 'theme2', topbarTheme: 'theme5', sidebarTheme: 'theme5' }),
    );

    const preferences = await waitForState(
      store,
      (state) => state.preferences,
      (value) => value.mainTheme === 'theme2',
    );
    expect(preferences).toMatchObject({
      locale: 'fr',
      mainTheme: 'theme2',
      topbarTheme: 'theme5',
      sidebarTheme: 'theme5',
      layoutTheme: 'themedefault',
    });
    expect(document.documentElement.lang).toBe('fr');
  });

  it('does not write the choice back (it is stored already)', async () => {
    const { store } = createTestStore();
    const stored = JSON.stringify({
      mainTheme: 'theme2',
      unknown: 'kept as the other tab left it',
    });

    storeInAnotherTab(stored);
    await waitForState(
      store,
      (state) => state.preferences.mainTheme,
      (theme) => theme === 'theme2',
    );
    await settled();

    expect(window.localStorage.getItem(KEY)).toBe(stored);
  });

  it('reads what another tab stored as carefully as a reload does', async () => {
    const { store } = createTestStore();
    store.dispatch(themeChosen({ family: 'mainTheme', name: 'theme2' }));

    storeInAnotherTab(JSON.stringify({ mainTheme: 'no such theme', layoutTheme: 'theme3' }));

    const preferences = await waitForState(
      store,
      (state) => state.preferences,
      (value) => value.layoutTheme === 'theme3',
    );
    expect(preferences.mainTheme).toBe('themedefault');
  });

  it('goes back to the defaults when another tab removes them or clears the storage', async () => {
    const { store } = createTestStore();
    storeInAnotherTab(chosen({ mainTheme: 'theme2' }));
    await waitForState(
      store,
      (state) => state.preferences.mainTheme,
      (theme) => theme === 'theme2',
    );

    storeInAnotherTab(null);
    await waitForState(
      store,
      (state) => state.preferences.mainTheme,
      (theme) => theme === 'themedefault',
    );

    storeInAnotherTab(chosen({ mainTheme: 'theme2' }));
    await waitForState(
      store,
      (state) => state.preferences.mainTheme,
      (theme) => theme === 'theme2',
    );
    storeInAnotherTab(null, null);
    await waitForState(
      store,
      (state) => state.preferences.mainTheme,
      (theme) => theme === 'themedefault',
    );
  });

  it('ignores the other keys and session storage', async () => {
    const { store } = createTestStore();
    window.localStorage.setItem(KEY, chosen({ mainTheme: 'theme2' }));

    window.dispatchEvent(
      new StorageEvent('storage', { key: 'id_token', newValue: 'x', storageArea: localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: 'x', storageArea: sessionStorage }),
    );
    await settled();
    expect(store.getState().preferences.mainTheme).toBe('themedefault');

    // Still listening: the preferences' own key is followed.
    storeInAnotherTab(chosen({ mainTheme: 'theme2' }));
    await waitForState(
      store,
      (state) => state.preferences.mainTheme,
      (theme) => theme === 'theme2',
    );
  });

  it('stops listening when the app stops', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { store } = createTestStore();
    const listener = added.mock.calls.find(([type]) => type === 'storage')?.[1];
    expect(listener).toBeDefined();

    store.stop();

    expect(removed).toHaveBeenCalledWith('storage', listener);
  });
});
