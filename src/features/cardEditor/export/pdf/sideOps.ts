import {
  concatTransformationMatrix,
  drawObject,
  type PDFImage,
  type PDFName,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import type { CardObject, ImageObject, TextObject } from '../../model';
import { ellipseOps, lineOps, missingImageOps, qrOps, rectOps } from './shapes';
import { textOps, type UseFont } from './textOps';
import type { TextPlan } from './textRuns';

/**
 * One side's objects as PDF operators, in the document's order (back to front, as the canvas
 * stacks them), in the bleed box's own space (points, y down; the page flips it once). Each
 * object is drawn in its own space: `q`, its placement as a matrix (translate, then rotate
 * clockwise about its top-left corner, transform.ts), its drawing, `Q`. Hidden objects and their
 * children are left out, as on the canvas.
 */

export interface SideResources {
  plans: ReadonlyMap<TextObject, TextPlan>;
  images: ReadonlyMap<string, PDFImage | null>;
  useFont: UseFont;
  /** The page's name for an embedded image. */
  useImage: (image: PDFImage) => PDFName;
}

function imageOps(object: ImageObject, resources: SideResources): PDFOperator[] {
  const image = resources.images.get(object.src);
  if (!image) return missingImageOps(object.width, object.height);
  // The unit square an image fills, flipped: its top row at the object's top (y down here).
  return [
    concatTransformationMatrix(object.width, 0, 0, -object.height, 0, object.height),
    drawObject(resources.useImage(image)),
  ];
}

function bodyOps(object: CardObject, resources: SideResources, into: PDFOperator[]): void {
  switch (object.kind) {
    case 'rect':
      into.push(...rectOps(object));
      return;
    case 'ellipse':
      into.push(...ellipseOps(object));
      return;
    case 'line':
      into.push(...lineOps(object));
      return;
    case 'qr':
      into.push(...qrOps(object));
      return;
    case 'image':
      into.push(...imageOps(object, resources));
      return;
    case 'text': {
      const plan = resources.plans.get(object);
      if (plan) into.push(...textOps(object, plan, resources.useFont));
      return;
    }
    case 'group':
      for (const child of object.children) objectOps(child, resources, into);
  }
}

function objectOps(object: CardObject, resources: SideResources, into: PDFOperator[]): void {
  if (object.hidden) return;
  const start = into.length;
  const radians = (object.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  into.push(
    pushGraphicsState(),
    concatTransformationMatrix(cos, sin, -sin, cos, object.x, object.y),
  );
  bodyOps(object, resources, into);
  // Nothing drawn (no paint, an empty group): no empty q … Q in the file.
  if (into.length === start + 2) into.length = start;
  else into.push(popGraphicsState());
}

export function sideOps(objects: readonly CardObject[], resources: SideResources): PDFOperator[] {
  const ops: PDFOperator[] = [];
  for (const object of objects) objectOps(object, resources, ops);
  return ops;
}

/** The visible texts and images of some objects, in groups too: what a proof must prepare. */
export function drawnResources(
  objects: readonly CardObject[],
  into: { texts: TextObject[]; images: ImageObject[] } = { texts: [], images: [] },
): { texts: TextObject[]; images: ImageObject[] } {
  for (const object of objects) {
    if (object.hidden) continue;
    if (object.kind === 'text' && object.fill !== 'none') into.texts.push(object);
    if (object.kind === 'image') into.images.push(object);
    if (object.kind === 'group') drawnResources(object.children, into);
  }
  return into;
}
