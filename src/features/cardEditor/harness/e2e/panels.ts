import type { Locator, Page } from '@playwright/test';
import { allEnglish as en } from '../../../../i18n/allEnglish';

/**
 * The card editor's left panel, for the e2e specs and sweeps: a tab chosen (only the open tab's
 * panel is drawn) and the regions it holds. Locators only, so this loads without Playwright's
 * test runner (the harness guards import it in Node).
 */
export const PANEL_TABS = {
  text: en['cardEditor.panel.text'],
  elements: en['cardEditor.panel.elements'],
  images: en['cardEditor.panel.images'],
  merge: en['cardEditor.panel.mergeFields'],
  layers: en['cardEditor.layers.title'],
  properties: en['cardEditor.properties.title'],
  check: en['cardEditor.panel.check'],
  download: en['cardEditor.export.title'],
} as const;

export async function openPanel(page: Page, tab: keyof typeof PANEL_TABS): Promise<void> {
  const chooser = page
    .getByRole('main')
    .getByRole('tablist', { name: en['cardEditor.panels.label'] })
    .getByRole('tab', { name: PANEL_TABS[tab], exact: true });
  if ((await chooser.getAttribute('aria-selected')) !== 'true') await chooser.click();
}

/** Adds an element (Rectangle, Ellipse, Line, QR code) from the Elements tab. */
export async function addElement(page: Page, name: string): Promise<void> {
  await openPanel(page, 'elements');
  await page.getByRole('main').getByRole('button', { name, exact: true }).click();
}

/** The Layers region, its tab opened. */
export async function layersPanel(page: Page): Promise<Locator> {
  await openPanel(page, 'layers');
  return page.getByRole('main').getByRole('region', { name: en['cardEditor.layers.title'] });
}
