import { readFileSync } from 'node:fs';
import { expect } from '../../../../../tests/e2e/fixtures';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import { layersPanel, openPanel } from './panels';
import {
  type HostileScreen,
  PLANTED_AT,
  SANITISER_PARSING,
  STUDIO_ID,
  hostileScreen,
  textWhileScrolled,
} from '../../../../../tests/e2e/xssScreenKit';

/** A text object's look: any will do, the strings are what is tested. */
const TEXT_STYLE = {
  fontFamily: 'Inter',
  fontSize: 10,
  fontWeight: 400,
  fill: '#111827',
  align: 'left',
  lineHeight: 1.2,
  letterSpacing: 0,
  overflow: 'clip',
};

/** An SVG that tries everything: its script, handler, remote image and foreign HTML must go. */
const HOSTILE_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="200" onload="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<image href="https://evil.example/pixel.png" width="10" height="10"/>',
  '<a xlink:href="javascript:window.__xss=3"><rect width="300" height="200" fill="#22c55e"/></a>',
  '<foreignObject width="10" height="10"><img src="x" onerror="window.__xss=4"/></foreignObject>',
  '</svg>',
].join('');

/** What markup would run or reach out of an SVG file. Text in the files is escaped, so every `<` starts real markup. */
const dangersIn = (markup: string) =>
  [
    [/<script/i, 'a script element'],
    [/<[^>]*\son[a-z]+\s*=/i, 'an event handler'],
    [/<foreignObject/i, 'foreign HTML'],
    [/<a\b/i, 'a link element'],
    [/<[^>]*\shref="(?!data:image\/|#)/i, 'a reference out of the file'],
  ]
    .filter(([pattern]) => (pattern as RegExp).test(markup))
    .map(([, what]) => what);

/** The card editor under hostile strings (tests/e2e/xssScreens.spec.ts). */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title:
      'card editor: a card whose texts, names and QR code are hostile strings, and a hostile SVG uploaded into it',
    account: 'studio',
    // As the template editors': the sanitiser meets hostile markup (the uploaded SVG's at least).
    allowed: SANITISER_PARSING,
    plant: ({ data }, strings) => {
      const model = data.templates.find((row) => row.type === 'card' && row.user_id === STUDIO_ID)!;
      const cardId = nextIdOf(data.templates);
      const texts = strings.map((text, index) => ({
        id: `obj-${index + 1}`,
        name: text,
        locked: false,
        hidden: false,
        rotation: 0,
        x: 20,
        y: 20 + (index % 40) * 10,
        width: 300,
        height: 12,
        kind: 'text',
        text,
        ...TEXT_STYLE,
      }));
      const qr = {
        id: `obj-${strings.length + 1}`,
        name: 'javascript:alert(1)',
        locked: false,
        hidden: false,
        rotation: 0,
        x: 500,
        y: 40,
        width: 72,
        height: 72,
        kind: 'qr',
        value: 'javascript:alert(document.domain)',
        fill: '#000000',
        background: '#ffffff',
      };
      const document = {
        version: 1,
        size: '6x9',
        sides: { front: { objects: [...texts, qr] }, back: { objects: [] } },
      };
      data.templates.push({
        ...model,
        id: cardId,
        title: strings.join(' ').slice(0, 150),
        content: JSON.stringify(document),
        updated_at: PLANTED_AT,
      });
      return cardId;
    },
    url: (cardId) => `/dashboard/cardeditor?id=${cardId}`,
    read: async ({ page }) => {
      const layers = await layersPanel(page);
      const list = layers.getByRole('list');
      await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
      // The list draws only the rows in view.
      return textWhileScrolled(page, list);
    },
    // A layer's name is its text; a blank one is not drawn as a name.
    shown: (strings) => strings.filter((text) => text.trim() !== ''),
    andThen: async ({ page, expectNothingRan }) => {
      await openPanel(page, 'images');
      await page.getByTestId('card-image-input').setInputFiles({
        name: 'hostile.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(HOSTILE_SVG, 'utf8'),
      });
      // The new image is on top, the list's first row.
      const layers = await layersPanel(page);
      await layers.getByRole('list').evaluate((element) => {
        element.scrollTop = 0;
      });
      await expect(layers.getByRole('button', { name: 'Image', exact: true })).toBeVisible();
      await openPanel(page, 'download');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Front SVG' }).click();
      const exported = readFileSync(await (await download).path(), 'utf8');
      // The placed image's own element (a hostile string may spell the same href as text).
      const placed = /<image [^>]*href="data:image\/svg\+xml;base64,([^"]+)"/.exec(exported);
      expect(placed, 'the uploaded SVG is in the export').not.toBeNull();
      const inner = Buffer.from(placed![1], 'base64').toString('utf8');
      expect(dangersIn(exported), 'the exported side').toEqual([]);
      expect(
        dangersIn(inner).filter((what) => what !== 'a link element'),
        'the uploaded SVG',
      ).toEqual([]);
      expect(inner, 'the uploaded SVG keeps no remote or script URL').not.toMatch(
        /evil\.example|javascript:/,
      );
      expect(inner).toContain('#22c55e');
      await expectNothingRan('the card editor after the SVG upload');
    },
  }),
];
