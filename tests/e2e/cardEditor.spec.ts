import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoA11yViolations } from './a11y';
import { expect, signInAs, test } from './fixtures';
import { openInApp } from './screens';
import { addElement, openPanel } from '../../src/features/cardEditor/harness/e2e/panels';

/**
 * The card Design Studio's journey (issue 13), in Chromium against the demo build: a Design
 * Studio user designs a 6×9 card, meets preflight, publishes, finds it complete in the library,
 * downloads the proof, and gets a draft back after a reload.
 */

/**
 * A 1500 × 1000 px PNG drawn by the browser itself: 300 DPI at 5 × 3.33 in. Flat colours, so it
 * stays a few kilobytes (the demo keeps its database in localStorage, a few megabytes at most).
 */
async function photoPng(page: Page, width = 1500, height = 1000): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#0ea5e9';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#f97316';
      context.fillRect(width / 5, height / 5, (width * 3) / 5, (height * 3) / 5);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

/** The Design Studio user opens a new card from the card library. */
async function openNewCard(page: Page): Promise<void> {
  await signInAs(page, 'studio');
  await page.waitForURL(/\/dashboard/);
  await page.goto('/dashboard/card');
  await page.getByRole('main').getByRole('button', { name: 'New card template' }).click();
}

function editor(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    toolbar: main.getByRole('toolbar', { name: 'Card editor tools' }),
    layers: main.getByRole('region', { name: 'Layers' }),
    properties: main.getByRole('region', { name: 'Properties' }),
    preflight: main.getByRole('region', { name: 'Preflight' }),
  };
}

/** Sets a field of the Properties panel (its tab opened) as a person does: type, then Enter. */
async function setNumber(page: Page, label: string, value: string) {
  await openPanel(page, 'properties');
  const field = editor(page).properties.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

/** Adds a body text from the Text tab: it opens for typing; Escape leaves it as it is. */
async function addBodyText(page: Page) {
  await openPanel(page, 'text');
  await page.getByRole('main').getByRole('button', { name: 'Add body text' }).click();
  await expect(page.getByRole('textbox', { name: 'Edit text' })).toBeFocused();
  await page.keyboard.press('Escape');
}

test('a Design Studio user designs, preflights, publishes and proofs a 6×9 card, and gets a draft back after a reload', async ({
  page,
}) => {
  await openNewCard(page);
  await expect(page).toHaveURL(/\/dashboard\/cardeditor$/);
  const { main, toolbar, layers, properties, preflight } = editor(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Card Editor' })).toBeVisible();
  await expect(main.getByLabel('Size', { exact: true })).toHaveValue('6x9');
  await main.getByLabel('Title').fill('Spring open house');

  // Front: a merge-tag text, a photo, a QR code.
  await openPanel(page, 'merge');
  await main.getByRole('button', { name: '{{first_name}}', exact: true }).click();
  await openPanel(page, 'properties');
  await properties.getByLabel('Text', { exact: true }).fill('Hello {{first_name}}!');
  await properties.getByLabel('Text', { exact: true }).blur();
  await openPanel(page, 'layers');
  await expect(
    layers.getByRole('button', { name: 'Text: Hello {{first_name}}!', exact: true }),
  ).toBeVisible();
  await openPanel(page, 'images');
  await page.getByTestId('card-image-input').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await photoPng(page),
  });
  await openPanel(page, 'layers');
  await expect(layers.getByRole('button', { name: 'Image', exact: true })).toBeVisible();
  await openPanel(page, 'properties');
  await expect(properties.getByText('1500 × 1000 px, 300 DPI at this size')).toBeVisible();
  await setNumber(page, 'Width (in)', '3');
  await setNumber(page, 'Height (in)', '2');
  await addElement(page, 'QR code');
  await openPanel(page, 'properties');
  await properties.getByLabel('Link or merge field').fill('https://mailcraft.example/open-house');
  await properties.getByLabel('Link or merge field').press('Enter');
  await setNumber(page, 'X (in)', '7.5');
  await setNumber(page, 'Y (in)', '0.5');

  // Back: text in the address zone blocks publishing.
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();
  await addBodyText(page);
  await setNumber(page, 'X (in)', '5.2');
  await setNumber(page, 'Y (in)', '4.2');
  await openPanel(page, 'check');
  await expect(preflight.getByText('1 issue blocks publishing.')).toBeVisible();
  const issue = preflight.getByRole('button', { name: /Back · Text: Your text here/ });
  await expect(issue).toContainText(
    'The address side must leave the address, postage and barcode areas empty.',
  );
  await expect(main.getByRole('button', { name: 'Publish' })).toBeDisabled();
  // Choosing the issue selects the text (it is already on this side).
  await toolbar.getByRole('button', { name: 'Front', exact: true }).click();
  await issue.click();
  await expect(toolbar.getByRole('button', { name: 'Back', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openPanel(page, 'properties');
  await expect(properties.getByLabel('X (in)', { exact: true })).toHaveValue('5.2');
  await setNumber(page, 'X (in)', '0.5');
  await setNumber(page, 'Y (in)', '0.5');
  // Enter on the canvas edits the selected text in place, as a double-click does.
  await main.getByRole('region', { name: 'Card canvas, Back' }).focus();
  await page.keyboard.press('Enter');
  const overlay = main.getByRole('textbox', { name: 'Edit text' });
  await expect(overlay).toBeFocused();
  await page.keyboard.type('Typed on the canvas');
  await page.keyboard.press('Control+Enter');
  await openPanel(page, 'layers');
  await expect(
    layers.getByRole('button', { name: 'Text: Typed on the canvas', exact: true }),
  ).toBeVisible();
  await openPanel(page, 'check');
  await expect(preflight.getByText('No issues: the card is ready to publish.')).toBeVisible();

  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Card published: it is complete and ready to order.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/cardeditor\?id=\d+$/);
  await expect(main.getByText('Complete', { exact: true })).toBeVisible();
  const cardId = new URL(page.url()).searchParams.get('id');

  // The proof: trim and bleed boxes, both sides.
  await openPanel(page, 'download');
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'PDF proof' }).click();
  const proof = await download;
  expect(proof.suggestedFilename()).toBe('Spring-open-house-proof.pdf');
  const pdf = await PDFDocument.load(await readFile(await proof.path()));
  // 6×9 trim, 1/8 in bleed, 3/8 in around it for the crop marks, in points.
  expect(pdf.getPages().map((sheet) => sheet.getSize())).toEqual([
    { width: 720, height: 504 },
    { width: 720, height: 504 },
  ]);
  for (const sheet of pdf.getPages()) {
    expect(sheet.getBleedBox()).toEqual({ x: 27, y: 27, width: 666, height: 450 });
    expect(sheet.getTrimBox()).toEqual({ x: 36, y: 36, width: 648, height: 432 });
  }

  // The library shows the new card on top, complete.
  await page.goto('/dashboard/card');
  const first = page.getByRole('main').getByRole('article').first();
  await expect(first).toHaveAccessibleName('Spring open house');
  await expect(first.getByText('Complete', { exact: true })).toBeVisible();

  // Mid-edit reload: the draft comes back.
  await page.goto(`/dashboard/cardeditor?id=${cardId}`);
  await addElement(page, 'Ellipse');
  await openPanel(page, 'layers');
  await expect(layers.getByRole('button', { name: 'Ellipse', exact: true })).toBeVisible();
  await page.waitForTimeout(600);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(main.getByText(/You have an unsaved draft from .*\. Restore it\?/)).toBeVisible();
  await openPanel(page, 'layers');
  await expect(layers.getByRole('listitem').first()).toBeVisible();
  await expect(layers.getByRole('button', { name: 'Ellipse', exact: true })).toHaveCount(0);
  await main.getByRole('button', { name: 'Restore' }).click();
  await expect(layers.getByRole('button', { name: 'Ellipse', exact: true })).toBeVisible();
});

test('every tool works from the keyboard, and axe finds nothing on the editor with an object selected', async ({
  page,
}) => {
  await signInAs(page, 'studio');
  await page.waitForURL(/\/dashboard/);
  await page.goto('/dashboard/cardeditor');
  const { main, toolbar, layers, properties, preflight } = editor(page);
  await expect(toolbar).toBeVisible();
  // Every tool is a native control in the tab order: none is mouse-only.
  for (const control of await toolbar.locator('button, select, input').all()) {
    if (!(await control.isVisible())) continue;
    expect(await control.evaluate((element) => (element as HTMLElement).tabIndex)).toBe(0);
  }
  // The panel's tabs are reached with the arrow keys, as tabs are.
  await main.getByRole('tab', { name: 'Text', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(main.getByRole('tab', { name: 'Elements', exact: true })).toBeFocused();
  await expect(main.getByRole('tab', { name: 'Elements', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Add a rectangle with the keyboard: the canvas takes the keys at once, to move, duplicate and
  // delete it.
  await main.getByRole('button', { name: 'Rectangle', exact: true }).focus();
  await page.keyboard.press('Enter');
  const canvas = main.getByRole('region', { name: 'Card canvas, Front' });
  await expect(canvas).toBeFocused();
  await openPanel(page, 'properties');
  const x = properties.getByLabel('X (in)', { exact: true });
  const before = Number(await x.inputValue());
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  // 1 pt, then 10 pt with Shift (the field shows inches to two decimals).
  const movedBy = async (points: number) =>
    Math.abs(Number(await x.inputValue()) - before - points / 72) < 0.011;
  await expect.poll(() => movedBy(1)).toBe(true);
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => movedBy(11)).toBe(true);
  await page.keyboard.press('Control+d');
  await openPanel(page, 'layers');
  await expect(layers.getByRole('button', { name: 'Rectangle', exact: true })).toHaveCount(2);
  await canvas.focus();
  await page.keyboard.press('Control+z');
  await expect(layers.getByRole('button', { name: 'Rectangle', exact: true })).toHaveCount(1);
  // The side switch and a preflight issue are reached the same way.
  await toolbar.getByRole('button', { name: 'Back', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('region', { name: 'Card canvas, Back' })).toBeVisible();
  await openPanel(page, 'text');
  await main.getByRole('button', { name: 'Add body text' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await openPanel(page, 'check');
  await expectNoA11yViolations(page, 'the card editor, a text selected on the address side');
  await expect(preflight.getByText('No issues: the card is ready to publish.')).toBeVisible();
  // Each side keeps its own selection: back on the front, the rectangle is still selected.
  await toolbar.getByRole('button', { name: 'Front', exact: true }).focus();
  await page.keyboard.press('Enter');
  await openPanel(page, 'layers');
  await expect(layers.getByRole('button', { name: 'Rectangle', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await main.getByRole('region', { name: 'Card canvas, Front' }).focus();
  await page.keyboard.press('Delete');
  await expect(layers.getByRole('button', { name: 'Rectangle', exact: true })).toHaveCount(0);
});

test('an object picked from preflight shows its row in a long layers list', async ({ page }) => {
  await signInAs(page, 'studio');
  await page.waitForURL(/\/dashboard/);
  await page.goto('/dashboard/cardeditor');
  const { main, toolbar, layers, preflight } = editor(page);
  // A text in the address zone (a preflight issue), under 30 rectangles: its row is the last of 31,
  // far below the list's height, where the windowed list does not even draw it.
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();
  await addBodyText(page);
  await setNumber(page, 'X (in)', '5.2');
  await setNumber(page, 'Y (in)', '4.2');
  await openPanel(page, 'elements');
  for (let added = 1; added <= 30; added += 1)
    await main.getByRole('button', { name: 'Rectangle', exact: true }).click();
  await openPanel(page, 'layers');
  const list = layers.getByRole('list');
  await expect(list.getByRole('listitem').first()).toContainText('Rectangle');
  // The list starts at its top: the text's row is out of view, not drawn.
  await expect(
    layers.getByRole('button', { name: 'Text: Your text here', exact: true }),
  ).toHaveCount(0);

  await openPanel(page, 'check');
  await preflight.getByRole('button', { name: /Back · Text: Your text here/ }).click();
  await openPanel(page, 'layers');
  const row = layers.getByRole('button', { name: 'Text: Your text here', exact: true });
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  // Within the list's scrolled box, not only in the document.
  await expect
    .poll(async () => {
      const [inner, outer] = [await row.boundingBox(), await list.boundingBox()];
      return Boolean(
        inner && outer && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height,
      );
    })
    .toBe(true);
});

test('dragging on the canvas moves the object as one undo step, and keeps its place in the stack', async ({
  page,
}) => {
  await signInAs(page, 'studio');
  await page.waitForURL(/\/dashboard/);
  await page.goto('/dashboard/cardeditor');
  const { main, toolbar, layers, properties } = editor(page);
  // The first object of an empty card goes to the middle of the page; the second beside it.
  await addElement(page, 'Ellipse');
  await addElement(page, 'Rectangle');
  await toolbar.getByRole('button', { name: 'Send to back' }).click();
  await openPanel(page, 'layers');
  await layers.getByRole('button', { name: 'Ellipse', exact: true }).click();
  await openPanel(page, 'properties');
  const x = properties.getByLabel('X (in)', { exact: true });
  const before = await x.inputValue();
  const canvas = main.getByRole('region', { name: 'Card canvas, Front' });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1)
    await page.mouse.move(box.x + box.width / 2 + step * 6, box.y + box.height / 2 + step * 2);
  await page.mouse.up();
  await expect.poll(async () => Number(await x.inputValue())).toBeGreaterThan(Number(before) + 0.5);
  // The stack is as it was: the ellipse on top (listed first), the rectangle under it.
  await openPanel(page, 'layers');
  await expect(layers.getByRole('button', { name: 'Ellipse', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(layers.getByRole('listitem').first()).toContainText('Ellipse');
  await toolbar.getByRole('button', { name: 'Undo Edit' }).click();
  await openPanel(page, 'properties');
  await expect(x).toHaveValue(before);
});

test('an existing card that cannot be opened says so, for a server error and a malformed answer, and opens once the server answers', async ({
  page,
}) => {
  await signInAs(page, 'studio');
  await page.waitForURL(/\/dashboard/);
  const main = page.getByRole('main');
  const fault = (kind: string | null) =>
    page.evaluate(
      (detail) => window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail })),
      kind,
    );
  await page.goto('/dashboard');
  for (const kind of ['http500', 'badSchema', 'network']) {
    // In the app (no reload, which would forget the demo backend's fault switch).
    await openInApp(page, '/dashboard');
    await fault(kind);
    await openInApp(page, '/dashboard/cardeditor?id=201');
    await expect(main.getByText('The card could not be opened.')).toBeVisible();
    await expect(main.getByRole('toolbar', { name: 'Card editor tools' })).toHaveCount(0);
  }
  await fault(null);
  await page.reload();
  await expect(main.getByRole('toolbar', { name: 'Card editor tools' })).toBeVisible();
  await expect(main.getByLabel('Title', { exact: true })).not.toHaveValue('');
});

test('a card saved as a draft offers no unsaved draft when it is opened again (issue 27)', async ({
  page,
}) => {
  await openNewCard(page);
  const { main, layers } = editor(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Card Editor' })).toBeVisible();
  await main.getByLabel('Title').fill('Saved, not published');
  await addBodyText(page);
  await main.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/cardeditor\?id=\d+$/);
  await page.reload();
  await openPanel(page, 'layers');
  await expect(layers.getByRole('button', { name: /^Text/ })).toBeVisible();
  // The draft question would come with the card: the card is on screen, and no question.
  await expect(main.getByText(/You have an unsaved draft/)).toHaveCount(0);
});

/** The boxes of the side's objects in inches, read from the Properties panel of each layer. */
async function layerBoxes(page: Page, names: readonly RegExp[]) {
  const { layers, properties } = editor(page);
  const boxes = [];
  for (const name of names) {
    await openPanel(page, 'layers');
    await layers.getByRole('button', { name }).click();
    await openPanel(page, 'properties');
    const read = async (label: string) =>
      Number(await properties.getByLabel(label, { exact: true }).inputValue());
    boxes.push({
      x: await read('X (in)'),
      y: await read('Y (in)'),
      width: await read('Width (in)'),
      height: await read('Height (in)'),
    });
  }
  return boxes;
}

test('text is typed where it is added, kept after Escape, and Ctrl+A selects the card’s objects, not the page (issue 27)', async ({
  page,
}) => {
  await openNewCard(page);
  const { main, layers } = editor(page);
  await openPanel(page, 'text');
  await main.getByRole('button', { name: 'Add a heading' }).click();
  const typing = main.getByRole('textbox', { name: 'Edit text' });
  await expect(typing).toBeFocused();
  // Enter and Space type into the text: they no longer press the button again.
  await page.keyboard.type('Open house ');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sunday');
  await page.keyboard.press('Escape');
  await expect(typing).toHaveCount(0);
  const canvas = main.getByRole('region', { name: 'Card canvas, Front' });
  await expect(canvas).toBeFocused();
  await openPanel(page, 'layers');
  await expect(layers.getByRole('listitem')).toHaveCount(1);
  await expect(layers.getByRole('button', { name: /^Text: Open house\s+Sunday$/ })).toBeVisible();

  // A click outside commits too: Enter on the selected text, type, click the canvas's margin.
  await canvas.focus();
  await page.keyboard.press('Enter');
  await expect(typing).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  const margin = (await canvas.boundingBox())!;
  await page.mouse.click(margin.x + 6, margin.y + 6);
  await expect(typing).toHaveCount(0);
  await expect(layers.getByRole('button', { name: /^Text: Open house\s+Sunday!$/ })).toBeVisible();

  await addElement(page, 'Rectangle');
  await canvas.focus();
  await page.keyboard.press('Control+a');
  await openPanel(page, 'layers');
  for (const row of await layers.getByRole('listitem').all())
    await expect(row.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  // Shortcuts are listed on ?.
  await canvas.focus();
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('row', { name: /Group/ }).first()).toContainText('Ctrl+G');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(canvas).toBeFocused();
});

test('an image, a rectangle, a text and a merge field added in a row do not overlap (issue 27)', async ({
  page,
}) => {
  await openNewCard(page);
  const { main } = editor(page);
  await openPanel(page, 'images');
  // 600 × 400 px: 2 × 1.33 in at 300 DPI.
  await page.getByTestId('card-image-input').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await photoPng(page, 600, 400),
  });
  await addElement(page, 'Rectangle');
  await addBodyText(page);
  // Nothing selected (Escape on the canvas), so the field comes as a text of its own.
  await page.keyboard.press('Escape');
  await openPanel(page, 'merge');
  await main.getByRole('button', { name: '{{first_name}}', exact: true }).click();
  const boxes = await layerBoxes(page, [
    /^Image$/,
    /^Rectangle$/,
    /^Text: Your text here$/,
    /^Text: \{\{first_name\}\}$/,
  ]);
  for (const [index, a] of boxes.entries())
    for (const b of boxes.slice(index + 1)) {
      const apart =
        a.x + a.width <= b.x + 0.01 ||
        b.x + b.width <= a.x + 0.01 ||
        a.y + a.height <= b.y + 0.01 ||
        b.y + b.height <= a.y + 0.01;
      expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
    }
});

test('the canvas takes most of a desktop window, comes first on a phone, and zooms with Ctrl+wheel and pans with Space+drag (issue 27)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openNewCard(page);
  const { main } = editor(page);
  const canvas = main.getByRole('region', { name: 'Card canvas, Front' });
  const wide = (await canvas.boundingBox())!;
  expect((wide.width * wide.height) / (1440 * 900)).toBeGreaterThanOrEqual(0.6);

  const zoom = main.getByRole('status', { name: 'Zoom', exact: true });
  const fitted = Number((await zoom.textContent())!.replace('%', ''));
  await page.mouse.move(wide.x + wide.width / 2, wide.y + wide.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -400);
  await page.keyboard.up('Control');
  await expect
    .poll(async () => Number((await zoom.textContent())!.replace('%', '')))
    .toBeGreaterThan(fitted * 1.5);
  // Zoomed in, the page is larger than the canvas: Space+drag scrolls it.
  await canvas.focus();
  const scrolled = () => canvas.evaluate((element) => element.scrollLeft + element.scrollTop);
  const before = await scrolled();
  await page.keyboard.down(' ');
  await page.mouse.move(wide.x + wide.width / 2, wide.y + wide.height / 2);
  await page.mouse.down();
  await page.mouse.move(wide.x + wide.width / 2 - 150, wide.y + wide.height / 2 - 100, {
    steps: 5,
  });
  await page.mouse.up();
  await page.keyboard.up(' ');
  expect(await scrolled()).toBeGreaterThan(before + 100);
  // Nothing was dragged or added meanwhile.
  await expect(main.getByRole('button', { name: 'Undo Add' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const narrow = (await main.getByRole('region', { name: 'Card canvas, Front' }).boundingBox())!;
  expect(narrow.y).toBeLessThan(260);
  expect(narrow.y + narrow.height).toBeLessThan(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The panels are a bottom sheet: closed, then open over the canvas on a tab.
  await expect(main.getByRole('tabpanel')).toHaveCount(0);
  await main.getByRole('tab', { name: 'Elements', exact: true }).click();
  await expect(main.getByRole('tabpanel')).toBeVisible();
  // Adding closes the sheet, so the new object is in sight.
  await main.getByRole('button', { name: 'Rectangle', exact: true }).click();
  await expect(main.getByRole('tabpanel')).toHaveCount(0);
  // Choosing the open tab again closes the sheet too.
  await main.getByRole('tab', { name: 'Layers', exact: true }).click();
  await expect(
    main.getByRole('tabpanel').getByRole('button', { name: 'Rectangle', exact: true }),
  ).toBeVisible();
  await main.getByRole('tab', { name: 'Layers', exact: true }).click();
  await expect(main.getByRole('tabpanel')).toHaveCount(0);
});
