import type Konva from 'konva';
import { memo } from 'react';
import { Ellipse, Group, Image, Line, Path, Rect, Text } from 'react-konva';
import {
  type CardObject,
  type EllipseObject,
  type RectObject,
  fitText,
  type ImageObject,
  type QrObject,
  type TextObject,
} from '../model';
import { qrPathOf } from '../render/qr';
import { measureText } from '../render/textLayout';
import { useCardImage } from './useCardImage';

/**
 * One document object as Konva nodes: a group placed as the model places it (transform.ts), an
 * invisible box that takes clicks and gives the Transformer the object's full size (a thin line
 * is still easy to grab), and the drawn shape. Memoised on the object, so a change to one object
 * re-renders only that object.
 */

export interface NodeLook {
  /** Merge tags filled for the preview; identity when the preview is off. */
  fill: (text: string) => string;
  /** The text being edited in the overlay is not drawn underneath it. */
  editingId: string | null;
}

const NO_PAINT = (colour: string) => (colour === 'none' ? undefined : colour);

/**
 * The invisible box that takes an object's clicks is drawn in the hit graph only: nothing in the
 * picture (a transparent fill there cost a path and a fill per object on every redraw).
 */
const DRAWS_NOTHING = () => undefined;
const HIT_BOX = (context: Konva.Context, shape: Konva.Shape) => {
  context.beginPath();
  context.rect(0, 0, shape.width(), shape.height());
  context.closePath();
  context.fillStrokeShape(shape);
};

/**
 * The size a text is drawn at, kept per object and shown text: the nodes re-render when the look
 * changes (an edit starts, the preview moves on), and shrink-to-fit measures the text many times.
 */
const fittedSizes = new WeakMap<TextObject, { shown: string; fontSize: number }>();

function drawnFontSize(object: TextObject, shown: string): number {
  // Clipped text is drawn at its own size whatever its length: only shrink-to-fit measures here.
  if (object.overflow === 'clip') return object.fontSize;
  const known = fittedSizes.get(object);
  if (known?.shown === shown) return known.fontSize;
  const fontSize = fitText({ ...object, text: shown }, measureText).fontSize;
  fittedSizes.set(object, { shown, fontSize });
  return fontSize;
}

/** A text's node; its clipping (overflow: clip) is its object's group's (CardNode). */
function textShape(object: TextObject, look: NodeLook) {
  if (look.editingId === object.id) return null;
  const shown = look.fill(object.text);
  return (
    <Text
      text={shown}
      width={object.width}
      fontFamily={object.fontFamily}
      fontStyle={object.fontWeight >= 700 ? 'bold' : 'normal'}
      fontSize={drawnFontSize(object, shown)}
      fill={NO_PAINT(object.fill)}
      align={object.align}
      lineHeight={object.lineHeight}
      letterSpacing={object.letterSpacing}
      wrap="word"
      listening={false}
      perfectDrawEnabled={false}
    />
  );
}

function ImageShape({ object, listening }: { object: ImageObject; listening: boolean }) {
  const image = useCardImage(object.src);
  if (!image)
    return (
      <Rect
        width={object.width}
        height={object.height}
        fill="#e2e8f0"
        stroke="#94a3b8"
        dash={[6, 4]}
        listening={listening}
      />
    );
  return (
    <Image
      image={image}
      width={object.width}
      height={object.height}
      listening={listening}
      perfectDrawEnabled={false}
    />
  );
}

function QrShape({
  object,
  look,
  listening,
}: {
  object: QrObject;
  look: NodeLook;
  listening: boolean;
}) {
  const path = qrPathOf(look.fill(object.value));
  const side = Math.min(object.width, object.height);
  return (
    <>
      {/* Filled even without a background colour, so the whole code takes clicks. */}
      <Rect
        width={object.width}
        height={object.height}
        fill={NO_PAINT(object.background) ?? 'rgba(0,0,0,0)'}
        listening={listening}
      />
      {path && (
        <Path
          data={path.d}
          scaleX={side / path.size}
          scaleY={side / path.size}
          fill={NO_PAINT(object.fill)}
          listening={false}
          perfectDrawEnabled={false}
        />
      )}
    </>
  );
}

/**
 * Whether the object needs an invisible box to be clicked by: a filled rectangle or ellipse, an
 * image or a QR code is hit on its own pixels (one node fewer each, which a 500-object card feels
 * when it opens); text, lines, groups and unfilled shapes are not, or not on their whole box.
 */
function needsHitBox(object: CardObject): boolean {
  if (object.kind === 'image' || object.kind === 'qr') return false;
  if (object.kind === 'rect' || object.kind === 'ellipse') return object.fill === 'none';
  return true;
}

/** The drawn shape, as elements of the object's group (a plain function: no component per object). */
function shapeOf(object: CardObject, look: NodeLook, listening: boolean) {
  switch (object.kind) {
    case 'rect':
      return (
        <Rect
          width={object.width}
          height={object.height}
          cornerRadius={object.cornerRadius}
          fill={NO_PAINT(object.fill)}
          stroke={NO_PAINT(object.stroke)}
          strokeWidth={object.strokeWidth}
          listening={listening}
          perfectDrawEnabled={false}
        />
      );
    case 'ellipse':
      return (
        <Ellipse
          x={object.width / 2}
          y={object.height / 2}
          radiusX={object.width / 2}
          radiusY={object.height / 2}
          fill={NO_PAINT(object.fill)}
          stroke={NO_PAINT(object.stroke)}
          strokeWidth={object.strokeWidth}
          listening={listening}
          perfectDrawEnabled={false}
        />
      );
    case 'line':
      return (
        <Line
          points={[0, object.height / 2, object.width, object.height / 2]}
          stroke={NO_PAINT(object.stroke)}
          strokeWidth={object.strokeWidth}
          listening={false}
          perfectDrawEnabled={false}
        />
      );
    case 'image':
      return <ImageShape object={object} listening={listening} />;
    case 'qr':
      return <QrShape object={object} look={look} listening={listening} />;
    case 'text':
      return textShape(object, look);
    case 'group':
      return (
        <>
          {object.children.map((child) => (
            <CardNode key={child.id} object={child} look={look} />
          ))}
        </>
      );
  }
}

/**
 * A filled rectangle or ellipse on its own, placed without a group: one Konva node instead of two,
 * which a card of hundreds of shapes feels when it opens. The ellipse's offset puts its (x, y) at
 * the top-left corner of its box, the model's placement.
 */
function placedShape(object: RectObject | EllipseObject) {
  const placement = {
    id: object.id,
    name: 'card-object',
    x: object.x,
    y: object.y,
    rotation: object.rotation,
    visible: !object.hidden,
    draggable: !object.locked,
    fill: NO_PAINT(object.fill),
    stroke: NO_PAINT(object.stroke),
    strokeWidth: object.strokeWidth,
    perfectDrawEnabled: false,
  };
  return object.kind === 'rect' ? (
    <Rect
      {...placement}
      width={object.width}
      height={object.height}
      cornerRadius={object.cornerRadius}
    />
  ) : (
    <Ellipse
      {...placement}
      offsetX={-object.width / 2}
      offsetY={-object.height / 2}
      radiusX={object.width / 2}
      radiusY={object.height / 2}
    />
  );
}

export const CardNode = memo(function CardNode({
  object,
  look,
  topLevel = false,
}: {
  object: CardObject;
  look: NodeLook;
  topLevel?: boolean;
}) {
  if (topLevel && (object.kind === 'rect' || object.kind === 'ellipse') && object.fill !== 'none')
    return placedShape(object);
  // Clipped text is clipped by its object's group, at (0, 0) as its text is: one node fewer than a
  // group of its own, the same drawing, hits (the hit box is within the clip) and client rect
  // (Konva's ignores clips).
  const clip =
    object.kind === 'text' && object.overflow === 'clip'
      ? { clipX: 0, clipY: 0, clipWidth: object.width, clipHeight: object.height }
      : null;
  return (
    <Group
      id={topLevel ? object.id : undefined}
      name={topLevel ? 'card-object' : undefined}
      x={object.x}
      y={object.y}
      rotation={object.rotation}
      visible={!object.hidden}
      draggable={topLevel && !object.locked}
      {...clip}
    >
      {topLevel && needsHitBox(object) && (
        <Rect
          width={object.width}
          height={object.height}
          strokeEnabled={false}
          sceneFunc={DRAWS_NOTHING}
          hitFunc={HIT_BOX}
        />
      )}
      {shapeOf(object, look, topLevel && !needsHitBox(object))}
    </Group>
  );
});
