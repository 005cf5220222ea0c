// The card editor rows of `npm run bench` (issue 13), in Debian's Chromium against the demo build,
// signed in as the Design Studio demo user (Stella), each beside the same work done by a plain
// Konva page without the app (the ceiling), measured in the same run:
//   open   a 500-object card (scripts/bench/cardDocument.mjs): from its data arriving (the app's
//          User Timing mark cardEditor:loaded) to the first frame with the card drawn
//          (cardEditor:firstFrame); the ceiling: JSON parsed, 500 Konva nodes built, first frame.
//   drag   the card's top square dragged 120 px by the mouse in 60 moves: the time each animation
//          frame's callbacks take while dragging (Konva redraws in requestAnimationFrame; an init
//          script times every callback), median and 95th percentile over the run's frames.
//   png    "Front PNG (300 DPI)": cardEditor:pngStart → pngEnd (2775 × 1875 px); the ceiling: an
//          offscreen stage of the same nodes, toCanvas at the same pixel ratio, toBlob PNG.
//   pdf    "PDF proof": cardEditor:pdfStart → pdfEnd, both sides as vectors (real text in subset
//          fonts, paths, trim and bleed boxes, crop marks; issue 27); the ceiling is a plain
//          pdf-lib page doing the same vector work (scripts/bench/pdfCeiling.mjs), and a row of
//          its own gives app ÷ ceiling per run (goal ≤ 1.3×).
// The card is made once per run through the app itself: its document put in the browser as the
// new card's local draft, restored, and saved (a fresh browser has a freshly seeded backend).
import { resolve } from 'node:path';
import { launchChromium } from '../first-load.mjs';
import { benchDocument, TARGET } from './cardDocument.mjs';
import { ceilingFonts, ceilingLibraries, PDF_CEILING } from './pdfCeiling.mjs';

const VIEWPORT = { width: 1440, height: 900 };
const PAGE = { width: 666, height: 450 };
const EXPORT_PIXEL_RATIO = 2775 / 666;
const DRAG_MOVES = 60;
const DRAG_STEP_PX = 2;

const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values) => quantile(values, 0.5);
const round = (value) => Math.round(value * 10) / 10;

/** Times every requestAnimationFrame callback while window.__benchRecording is on. */
const FRAME_RECORDER = `(() => {
  const frames = new Map();
  window.__benchFrames = frames;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((time) => {
    const start = performance.now();
    try { callback(time); } finally {
      if (window.__benchRecording) frames.set(time, (frames.get(time) ?? 0) + performance.now() - start);
    }
  });
})();`;

/** The app's fitted page, as src/features/cardEditor/canvas/viewport.ts places it. */
function fitted(width, height) {
  const scale = Math.max(0.05, Math.min((width - 48) / PAGE.width, (height - 48) / PAGE.height));
  return {
    scale,
    x: Math.max(24, (width - PAGE.width * scale) / 2),
    y: Math.max(24, (height - PAGE.height * scale) / 2),
  };
}

async function dragFrames(page, box) {
  const view = fitted(box.width, box.height);
  const x = box.x + view.x + (TARGET.x + TARGET.size / 2) * view.scale;
  const y = box.y + view.y + (TARGET.y + TARGET.size / 2) * view.scale;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.evaluate(() => {
    window.__benchFrames.clear();
    window.__benchRecording = true;
  });
  for (let move = 1; move <= DRAG_MOVES; move += 1) {
    await page.mouse.move(x + move * DRAG_STEP_PX, y + (move * DRAG_STEP_PX) / 2);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  return page.evaluate(() => {
    window.__benchRecording = false;
    return [...window.__benchFrames.values()];
  });
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByRole('button', { name: 'Use Stella' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Makes the 500-object card through the app (draft restored, then saved); returns its id. */
async function createBenchCard(page, baseUrl, document) {
  await page.evaluate(
    (draft) => {
      const { id } = JSON.parse(localStorage.getItem('logindata'));
      localStorage.setItem(
        `mailcraft.draft.${id}.card.new`,
        JSON.stringify({ version: 1, savedAt: Date.now(), content: draft }),
      );
    },
    { meta: { title: 'Bench 500 objects', category: null, industry_id: null }, document },
  );
  await page.goto(`${baseUrl}/dashboard/cardeditor`);
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForURL(/cardeditor\?id=\d+/, { timeout: 60_000 });
  return new URL(page.url()).searchParams.get('id');
}

async function markGap(page, from, to) {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, to, {
    timeout: 60_000,
  });
  return page.evaluate(
    ([start, end]) => {
      const first = performance.getEntriesByName(start).at(-1);
      const last = performance.getEntriesByName(end).at(-1);
      return last.startTime - first.startTime;
    },
    [from, to],
  );
}

async function measureApp(browser, baseUrl, document) {
  const context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(FRAME_RECORDER);
    await signIn(page, baseUrl);
    const id = await createBenchCard(page, baseUrl, document);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${baseUrl}/dashboard/cardeditor?id=${id}`);
    const open = await markGap(page, 'cardEditor:loaded', 'cardEditor:firstFrame');
    const workspace = page.locator('.card-workspace');
    await page.waitForTimeout(500);
    const box = await workspace.boundingBox();
    const size = await workspace.evaluate((element) => ({
      width: element.clientWidth,
      height: element.clientHeight,
    }));
    // The open row stands on its own: a later step that fails (a control that moved) costs only
    // its own rows, and a download still awaited when the page closes is no unhandled rejection.
    try {
      const frames = await dragFrames(page, { x: box.x, y: box.y, ...size });
      // The downloads are in the left panel's Download tab.
      await page.getByRole('tab', { name: 'Download', exact: true }).click();
      const png = page.waitForEvent('download');
      png.catch(() => undefined);
      await page.getByRole('button', { name: 'Front PNG (300 DPI)' }).click();
      await png;
      const pngMs = await markGap(page, 'cardEditor:pngStart', 'cardEditor:pngEnd');
      const pdf = page.waitForEvent('download');
      pdf.catch(() => undefined);
      await page.getByRole('button', { name: 'PDF proof' }).click();
      await pdf;
      const pdfMs = await markGap(page, 'cardEditor:pdfStart', 'cardEditor:pdfEnd');
      return { open, frames, png: pngMs, pdf: pdfMs, size };
    } catch (error) {
      return {
        open,
        size,
        later: error instanceof Error ? error.message.split('\n')[0] : String(error),
      };
    }
  } finally {
    await context.close();
  }
}

/** The plain Konva page: the same objects as Konva nodes, no React, no store, no app. */
const CEILING = `
window.nodesOf = (objects, draggableId) => objects.map((o) => {
  const common = { x: o.x, y: o.y, rotation: o.rotation, listening: o.id === draggableId, draggable: o.id === draggableId };
  const paint = (c) => (c === 'none' ? undefined : c);
  switch (o.kind) {
    case 'rect': return new Konva.Rect({ ...common, width: o.width, height: o.height, fill: paint(o.fill), stroke: paint(o.stroke), strokeWidth: o.strokeWidth, cornerRadius: o.cornerRadius });
    case 'ellipse': return new Konva.Ellipse({ ...common, x: o.x + o.width / 2, y: o.y + o.height / 2, radiusX: o.width / 2, radiusY: o.height / 2, fill: paint(o.fill), stroke: paint(o.stroke), strokeWidth: o.strokeWidth });
    case 'line': return new Konva.Line({ ...common, points: [0, o.height / 2, o.width, o.height / 2], stroke: paint(o.stroke), strokeWidth: o.strokeWidth });
    default: return new Konva.Text({ ...common, width: o.width, text: o.text, fontFamily: o.fontFamily, fontSize: o.fontSize, fill: o.fill, wrap: 'word' });
  }
});
window.drawSide = (objects, options) => {
  const stage = new Konva.Stage(options);
  const layer = new Konva.Layer();
  stage.add(layer);
  layer.add(new Konva.Rect({ x: 0, y: 0, width: ${PAGE.width}, height: ${PAGE.height}, fill: '#ffffff', listening: false }));
  for (const node of window.nodesOf(objects, options.draggableId)) layer.add(node);
  return stage;
};
window.blobOf = (canvas, type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality));
window.offscreen = (objects) => {
  const container = document.createElement('div');
  const stage = window.drawSide(objects, { container, width: ${PAGE.width}, height: ${PAGE.height} });
  const canvas = stage.toCanvas({ pixelRatio: ${EXPORT_PIXEL_RATIO} });
  stage.destroy();
  return canvas;
};`;

async function measureCeiling(browser, root, document, size) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.setContent(
      `<div id="c" style="position:absolute;left:300px;top:200px;width:${size.width}px;height:${size.height}px"></div>`,
    );
    // setContent does not navigate, so an init script would not run: the recorder goes in first.
    await page.addScriptTag({ content: FRAME_RECORDER });
    await page.addScriptTag({ path: resolve(root, 'node_modules/konva/konva.min.js') });
    await page.addScriptTag({ content: CEILING });
    await page.addScriptTag({ content: PDF_CEILING });
    const view = fitted(size.width, size.height);
    const json = JSON.stringify(document);
    const open = await page.evaluate(
      ([text, options]) =>
        new Promise((done) => {
          const start = performance.now();
          const parsed = JSON.parse(text);
          const target = parsed.sides.front.objects.at(-1).id;
          window.stage = window.drawSide(parsed.sides.front.objects, {
            container: 'c',
            ...options,
            draggableId: target,
          });
          requestAnimationFrame(() => done(performance.now() - start));
        }),
      [
        json,
        {
          width: size.width,
          height: size.height,
          scaleX: view.scale,
          scaleY: view.scale,
          x: view.x,
          y: view.y,
        },
      ],
    );
    const frames = await dragFrames(page, { x: 300, y: 200, ...size });
    const png = await page.evaluate(async (text) => {
      const parsed = JSON.parse(text);
      const start = performance.now();
      await window.blobOf(window.offscreen(parsed.sides.front.objects), 'image/png');
      return performance.now() - start;
    }, json);
    const pdf = await page.evaluate(
      async ([text, fonts, libraries]) => {
        const parsed = JSON.parse(text);
        const bytes = { 400: Uint8Array.from(fonts[400]), 700: Uint8Array.from(fonts[700]) };
        const urls = window.libraryUrls(libraries);
        const start = performance.now();
        await window.vectorProof(parsed, bytes, urls);
        return performance.now() - start;
      },
      [json, ceilingFonts(root), ceilingLibraries(root)],
    );
    return { open, frames, png, pdf };
  } finally {
    await context.close();
  }
}

export async function measureCardEditor({ baseUrl, root, runs, log }) {
  const document = benchDocument();
  const browser = await launchChromium();
  const app = { open: [], median: [], p95: [], png: [], pdf: [] };
  const ceiling = { open: [], median: [], p95: [], png: [], pdf: [] };
  const errors = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      try {
        const mine = await measureApp(browser, baseUrl, document);
        const plain = await measureCeiling(browser, root, document, mine.size);
        app.open.push(mine.open);
        ceiling.open.push(plain.open);
        if (mine.later) {
          errors.push(`after the open: ${mine.later}`);
          log(`  card editor run ${run + 1}: open ${round(mine.open)} ms; then ${mine.later}`);
          continue;
        }
        for (const [into, from] of [
          [app, mine],
          [ceiling, plain],
        ]) {
          into.median.push(median(from.frames));
          into.p95.push(quantile(from.frames, 0.95));
          into.png.push(from.png);
          into.pdf.push(from.pdf);
        }
        log(
          `  card editor run ${run + 1}: open ${round(mine.open)} ms, drag frames ${mine.frames.length} (median ${round(median(mine.frames))} ms), png ${round(mine.png)} ms, pdf ${round(mine.pdf)} ms`,
        );
      } catch (error) {
        errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      }
    }
  } finally {
    await browser.close();
  }
  const row = (metric, goal, key, ceilingName = 'plain Konva page') => {
    const ratio = median(app[key]) / Math.max(0.001, median(ceiling[key]));
    return {
      metric,
      unit: 'ms',
      goal: { max: goal },
      samples: app[key].map(round),
      detail: [
        `${ceilingName} (the ceiling), same run: median ${round(median(ceiling[key]))} ms (${ceiling[key].map(round).join(', ')})`,
        `ratio app / ceiling: ${ratio.toFixed(2)}×`,
        ...errors.map((error) => `failed run: ${error}`),
      ],
      ...(app[key].length === 0 && errors.length > 0 ? { error: errors[0] } : {}),
    };
  };
  // The proof's goal is a ratio (issue 27): app ÷ the plain pdf-lib page, each run on its own.
  const pdfRatioRow = () => {
    const ratios = app.pdf.map((ms, index) => ms / Math.max(0.001, ceiling.pdf[index]));
    return {
      metric: 'Card editor: PDF proof ÷ a plain pdf-lib page doing the same vector work (same run)',
      unit: '×',
      goal: { max: 1.3 },
      samples: ratios.map((ratio) => Math.round(ratio * 100) / 100),
      detail: [
        `per run: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')} (app ms ${app.pdf.map(round).join(', ')}; plain pdf-lib ms ${ceiling.pdf.map(round).join(', ')})`,
      ],
      ...(ratios.length === 0 && errors.length > 0 ? { error: errors[0] } : {}),
    };
  };
  return [
    row(
      'Card editor: drag one of 500 objects on a 6×9 side, redraw time per frame (median of the run)',
      8,
      'median',
    ),
    row(
      'Card editor: the same drag, redraw time per frame (95th percentile of the run)',
      16.7,
      'p95',
    ),
    row('Card editor: open a 500-object card, data answered → first frame', 300, 'open'),
    row('Card editor: 300-DPI PNG export of a 6×9 side with 500 objects', 500, 'png'),
    row(
      'Card editor: PDF proof of both sides (vector: text, paths, boxes, crop marks)',
      1500,
      'pdf',
      'plain pdf-lib page doing the same vector work',
    ),
    pdfRatioRow(),
  ];
}
