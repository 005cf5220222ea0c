import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { en } from '../../../src/i18n/locales/en';
import { shellEn } from '../../../src/i18n/locales/domains/shell/en';
import { fr } from '../../../src/i18n/locales/fr';
import { shellFr } from '../../../src/i18n/locales/domains/shell/fr';
import { APP_STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { renderApp } from '../../utils/renderApp';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';

preloadAppModules(() => import('antd/locale/fr_FR'));
atDesktopWidth();

function storedPreferences(): Record<string, unknown> {
  return JSON.parse(window.localStorage.getItem(APP_STORAGE_KEYS.preferences) ?? '{}') as Record<
    string,
    unknown
  >;
}

/** Renders the dashboard and opens the settings panel. */
async function openSettingsPanel() {
  const view = await renderApp('/dashboard', { as: 'studio' });
  const sidebar = await screen.findByRole('navigation', { name: shellEn['nav.label'] });
  await view.user.click(screen.getByRole('button', { name: en['prefs.open'] }));
  const panel = await screen.findByRole('dialog', { name: en['prefs.title'] });
  return { ...view, sidebar, panel };
}

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function chooseFrench(user: User, panel: HTMLElement) {
  await user.click(within(panel).getByRole('combobox', { name: en['prefs.language'] }));
  await user.click(await screen.findByTitle(`FR · ${en['language.fr']}`));
}

/** Looked up afresh each time: a language change may re-render the whole shell. */
const frenchSidebar = () => screen.getByRole('navigation', { name: shellFr['nav.label'] });

describe('settings panel', () => {
  it('opens from the settings switch', async () => {
    const { panel } = await openSettingsPanel();

    expect(screen.getByRole('button', { name: en['prefs.open'] })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(panel).getByRole('combobox', { name: en['prefs.language'] })).toBeInTheDocument();
    expect(within(panel).getByText(en['prefs.topbarTheme'])).toBeInTheDocument();
  });

  it('switches the interface to French and remembers it', async () => {
    const { user, sidebar, panel } = await openSettingsPanel();
    expect(within(sidebar).getByText(shellEn['nav.dashboard'])).toBeInTheDocument();

    await chooseFrench(user, panel);

    await waitFor(() =>
      expect(within(frenchSidebar()).getByText(shellFr['nav.dashboard'])).toBeInTheDocument(),
    );
    expect(within(frenchSidebar()).queryByText(shellEn['nav.dashboard'])).not.toBeInTheDocument();
    expect(storedPreferences()).toMatchObject({ locale: 'fr' });
    expect(document.documentElement.lang).toBe('fr');

    // A later visit starts in French.
    cleanup();
    await renderApp('/dashboard', { as: 'studio' });
    await waitFor(() =>
      expect(within(frenchSidebar()).getByText(shellFr['nav.dashboard'])).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: fr['prefs.open'] })).toBeInTheDocument();
  });

  // Guards against a remount: antd's ConfigProvider wraps its children only when given a locale,
  // so going from "no locale" (English) to French used to remount the dashboard and close this panel.
  it('stays open while the language changes', async () => {
    const { user, panel } = await openSettingsPanel();

    await chooseFrench(user, panel);

    expect(
      await screen.findByRole('button', { name: 'Fermer' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: fr['prefs.title'] })).toBeInTheDocument();
  });

  it.each([
    ['Layout background', 'layoutTheme'],
    ['Top bar theme', 'topbarTheme'],
    ['Sidebar theme', 'sidebarTheme'],
  ] as const)('stores the %s choice', async (group, key) => {
    const { user, panel } = await openSettingsPanel();
    const theme2 = within(panel).getByRole('radio', { name: `${group}: Theme 2` });
    expect(theme2).not.toBeChecked();

    // The radio input itself has pointer-events: none; a user clicks its swatch (the label).
    await user.click(theme2.closest('label')!);

    expect(theme2).toBeChecked();
    expect(storedPreferences()).toMatchObject({ [key]: 'theme2', locale: 'en' });
  });
});
