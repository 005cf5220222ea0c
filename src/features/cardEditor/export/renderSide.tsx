import type Konva from 'konva';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Layer, Rect, Stage } from 'react-konva';
import { CardNode, type NodeLook } from '../canvas/CardNode';
import {
  type CardDocument,
  type CardObject,
  cardGeometry,
  exportPixelSize,
  PRINT_DPI,
  type SideName,
} from '../model';
import { loadImage } from '../render/imageCache';

const PRINT_LOOK: NodeLook = { fill: (text) => text, editingId: null };

function imageSources(objects: readonly CardObject[], into: string[] = []): string[] {
  for (const object of objects) {
    if (object.hidden) continue;
    if (object.kind === 'image') into.push(object.src);
    if (object.kind === 'group') imageSources(object.children, into);
  }
  return into;
}

/**
 * Draws one side at print resolution on a canvas, with the very components the editor draws with
 * (CardNode) on an offscreen stage, without guides or selection: the paper, then the objects. The
 * canvas is the bleed box at `dpi` (300: 2775 × 1875 px for 6×9).
 */
export async function renderSide(
  document: CardDocument,
  side: SideName,
  dpi: number = PRINT_DPI,
  look: NodeLook = PRINT_LOOK,
): Promise<HTMLCanvasElement> {
  const objects = document.sides[side].objects;
  // Decoded first, so the offscreen stage draws every image in its first and only render.
  await Promise.all(imageSources(objects).map(loadImage));
  const { bleedBox } = cardGeometry(document.size);
  const container = window.document.createElement('div');
  const root = createRoot(container);
  let stage: Konva.Stage | null = null;
  try {
    flushSync(() => {
      root.render(
        <Stage
          ref={(node) => {
            stage = node;
          }}
          width={bleedBox.width}
          height={bleedBox.height}
          listening={false}
        >
          <Layer>
            <Rect {...bleedBox} fill="#ffffff" />
            {objects.map((object) => (
              <CardNode key={object.id} object={object} look={look} />
            ))}
          </Layer>
        </Stage>,
      );
    });
    if (!stage) throw new Error('The side could not be drawn.');
    const pixels = exportPixelSize(document.size, dpi);
    return (stage as Konva.Stage).toCanvas({
      x: 0,
      y: 0,
      width: bleedBox.width,
      height: bleedBox.height,
      pixelRatio: pixels.width / bleedBox.width,
    });
  } finally {
    root.unmount();
  }
}

/** A canvas as a file's bytes. */
export function canvasBlob(
  canvas: HTMLCanvasElement,
  type: 'image/png' | 'image/jpeg',
  quality?: number,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be written.'))),
      type,
      quality,
    );
  });
}

/** The 300-DPI PNG of one side. */
export async function sidePng(document: CardDocument, side: SideName): Promise<Blob> {
  return canvasBlob(await renderSide(document, side), 'image/png');
}
