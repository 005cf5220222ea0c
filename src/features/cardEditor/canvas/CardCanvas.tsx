import type Konva from 'konva';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Layer, Rect, Stage, Transformer } from 'react-konva';
import { type CardGeometry, type CardObject, type ObjectChange, type SideName } from '../model';
import { markCardEditor } from '../render/timing';
import { CardNode, type NodeLook } from './CardNode';
import { PageGuides } from './PageGuides';
import { type ShowGuides, SnapGuides } from './SnapGuides';
import { useObjectDrag } from './useObjectDrag';
import type { Viewport } from './viewport';

export interface CardCanvasProps {
  objects: readonly CardObject[];
  selection: readonly string[];
  side: SideName;
  geometry: CardGeometry;
  viewport: Viewport;
  width: number;
  height: number;
  look: NodeLook;
  snap: boolean;
  zoneLabels: Record<'address' | 'postage' | 'barcode', string>;
  onSelect: (ids: string[], mode: 'replace' | 'toggle') => void;
  onChange: (changes: ObjectChange[]) => void;
  onEditText: (id: string) => void;
  /** The stage, for exports and tests that read the drawing. */
  stageRef?: React.RefObject<Konva.Stage | null>;
}

/** The top-level object a click landed on (a click inside a group picks the group). */
function topLevelNode(target: Konva.Node, layer: Konva.Layer | null): Konva.Node | null {
  let node: Konva.Node | null = target;
  while (node && node.getParent() && node.getParent() !== layer) node = node.getParent();
  return node?.hasName('card-object') ? node : null;
}

/**
 * The card side on a Konva stage: the paper, the objects (CardNode), the print guides, the snap
 * lines while dragging, and a Transformer on the selection for resizing and rotating. It draws the
 * store's document and reports finished gestures as object changes; it keeps no document of its own.
 */
export function CardCanvas(props: CardCanvasProps) {
  const { objects, selection, side, geometry, viewport, look } = props;
  const layerRef = useRef<Konva.Layer>(null);
  const dragLayerRef = useRef<Konva.Layer>(null);
  const showGuides = useRef<ShowGuides | null>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const ownStageRef = useRef<Konva.Stage>(null);
  const stageRef = props.stageRef ?? ownStageRef;
  const byId = useMemo(() => new Map(objects.map((object) => [object.id, object])), [objects]);

  const drag = useObjectDrag({
    objects,
    selection,
    geometry,
    scale: viewport.scale,
    snap: props.snap,
    select: (id) => props.onSelect([id], 'replace'),
    commit: props.onChange,
    dragLayer: dragLayerRef,
    showGuides,
  });

  // The objects join the layer once it is on the stage. A layer added to the stage is drawn at
  // once, in the commit; objects added to a layer on the stage are drawn in the next animation
  // frame, once for all. Both commits happen before anything is painted.
  const [layerPlaced, setLayerPlaced] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second commit is the point
  useLayoutEffect(() => setLayerPlaced(true), []);

  // The first frame with the card drawn: the objects layer's first draw with the objects in it.
  // Konva tells of a draw between the picture and the hit graph; the microtask runs once both are.
  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layerPlaced || !layer) return;
    const onDraw = () => {
      layer.off('draw.firstFrame');
      queueMicrotask(() => markCardEditor('firstFrame'));
    };
    layer.on('draw.firstFrame', onDraw);
    return () => {
      layer.off('draw.firstFrame');
    };
  }, [layerPlaced]);

  // The Transformer holds the selected, visible, unlocked objects' nodes.
  useEffect(() => {
    const transformer = transformerRef.current;
    const layer = layerRef.current;
    if (!transformer || !layer) return;
    const nodes = selection
      .map((id) => byId.get(id))
      .filter((object) => object && !object.hidden)
      .map((object) => layer.findOne(`#${object!.id}`))
      .filter((node): node is Konva.Node => node !== undefined);
    transformer.nodes(nodes);
    const locked = selection.some((id) => byId.get(id)?.locked);
    transformer.resizeEnabled(!locked);
    transformer.rotateEnabled(!locked);
    transformer.getLayer()?.batchDraw();
  }, [selection, byId, layerPlaced]);

  const onPointerDown = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    // The Transformer's own handles resize and rotate; they do not change the selection.
    if (transformerRef.current && event.target.getParent() === transformerRef.current) return;
    const node = topLevelNode(event.target, layerRef.current);
    const toggle =
      'shiftKey' in event.evt && (event.evt.shiftKey || event.evt.metaKey || event.evt.ctrlKey);
    if (!node) {
      if (!toggle) props.onSelect([], 'replace');
      return;
    }
    const id = node.id();
    if (toggle) props.onSelect([id], 'toggle');
    else if (!selection.includes(id)) props.onSelect([id], 'replace');
  };

  const onDoubleClick = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const node = topLevelNode(event.target, layerRef.current);
    const object = node ? byId.get(node.id()) : undefined;
    if (object?.kind === 'text' && !object.locked) props.onEditText(object.id);
  };

  const onTransformEnd = () => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const changes: ObjectChange[] = [];
    for (const node of transformer.nodes()) {
      const object = byId.get(node.id());
      if (!object) continue;
      const width = Math.max(1, object.width * node.scaleX());
      const height = Math.max(1, object.height * node.scaleY());
      node.scale({ x: 1, y: 1 });
      changes.push({
        id: object.id,
        patch: { x: node.x(), y: node.y(), width, height, rotation: node.rotation() },
      });
    }
    if (changes.length > 0) props.onChange(changes);
  };

  const { bleedBox } = geometry;
  return (
    <Stage
      ref={stageRef}
      width={props.width}
      height={props.height}
      scaleX={viewport.scale}
      scaleY={viewport.scale}
      x={viewport.x}
      y={viewport.y}
      onMouseDown={onPointerDown}
      onTouchStart={onPointerDown}
      onDblClick={onDoubleClick}
      onDblTap={onDoubleClick}
      onDragStart={drag.onDragStart}
      onDragMove={drag.onDragMove}
      onDragEnd={drag.onDragEnd}
    >
      <Layer ref={layerRef}>
        <Rect {...bleedBox} fill="#ffffff" listening={false} shadowBlur={0} />
        {layerPlaced &&
          objects.map((object) => (
            <CardNode key={object.id} object={object} look={look} topLevel />
          ))}
      </Layer>
      {/* What is being dragged, alone, so the objects layer is not redrawn on every move. */}
      <Layer ref={dragLayerRef} />
      <Layer>
        <PageGuides
          geometry={geometry}
          side={side}
          scale={viewport.scale}
          zoneLabels={props.zoneLabels}
        />
        <SnapGuides showRef={showGuides} scale={viewport.scale} />
        <Transformer
          ref={transformerRef}
          flipEnabled={false}
          ignoreStroke
          rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
          boundBoxFunc={(previous, next) =>
            Math.abs(next.width) < 4 || Math.abs(next.height) < 4 ? previous : next
          }
          onTransformEnd={onTransformEnd}
        />
      </Layer>
    </Stage>
  );
}
