import type Konva from 'konva';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import {
  boundsOf,
  type CardGeometry,
  type CardObject,
  type ObjectChange,
  snapBox,
  type SnapLine,
  snapLines,
  unionOfBoxes,
} from '../model';
import type { ShowGuides } from './SnapGuides';

/** How close, in screen pixels, an edge must come to a guide to snap to it. */
const SNAP_PX = 6;

interface DragSession {
  ids: string[];
  starts: Map<string, { x: number; y: number }>;
  nodes: Map<string, Konva.Node>;
  /** Where each moved node lives in the objects layer, to put it back at the drop. */
  homes: Map<string, { parent: Konva.Container; index: number }>;
  lines: SnapLine[];
  moving: CardObject[];
}

export interface DragInput {
  objects: readonly CardObject[];
  selection: readonly string[];
  geometry: CardGeometry;
  scale: number;
  /** Snapping off (Alt held, or turned off by the author). */
  snap: boolean;
  /** Called at drag start for an object that was not selected. */
  select: (id: string) => void;
  /** The finished move: one command, one undo step. */
  commit: (changes: ObjectChange[]) => void;
  /** The layer the moving objects are drawn on while they move. */
  dragLayer: RefObject<Konva.Layer | null>;
  showGuides: RefObject<ShowGuides | null>;
}

/**
 * Dragging objects on the canvas. During the drag only Konva nodes move (no store update, no React
 * render of the objects); the selection moves together and snaps, as a whole, to the page's guides
 * and the other objects' edges and centres, and the snapped lines are drawn. The moving nodes are
 * lifted onto a layer of their own for the drag (Konva's advice for big scenes), so a frame redraws
 * them and the guides, not the hundreds of objects that stay put; at the drop they go back to
 * their place in the stack. The drop is one `updateObjects` command.
 */
export function useObjectDrag(input: DragInput) {
  const session = useRef<DragSession | null>(null);
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });

  const onDragStart = (event: Konva.KonvaEventObject<DragEvent>) => {
    const node = event.target;
    if (!node.hasName('card-object')) return;
    const { objects, selection, geometry, select } = latest.current;
    const id = node.id();
    const ids = selection.includes(id) ? [...selection] : [id];
    if (!selection.includes(id)) select(id);
    const byId = new Map(objects.map((object) => [object.id, object]));
    const moving = ids
      .map((movingId) => byId.get(movingId))
      .filter((object): object is CardObject => object !== undefined && !object.locked);
    const stage = node.getStage();
    const nodes = new Map<string, Konva.Node>();
    const starts = new Map<string, { x: number; y: number }>();
    for (const object of moving) {
      const found = object.id === id ? node : stage?.findOne(`#${object.id}`);
      if (found) nodes.set(object.id, found);
      starts.set(object.id, { x: object.x, y: object.y });
    }
    const homes = new Map<string, { parent: Konva.Container; index: number }>();
    const dragLayer = latest.current.dragLayer.current;
    if (dragLayer) {
      for (const [movingId, moved] of nodes) {
        const parent = moved.getParent();
        if (!parent) continue;
        homes.set(movingId, { parent, index: moved.zIndex() });
      }
      // Highest first, so each node's recorded index stays right as the others leave.
      for (const movingId of [...homes.keys()].sort(
        (a, b) => homes.get(b)!.index - homes.get(a)!.index,
      ))
        nodes.get(movingId)!.moveTo(dragLayer);
    }
    session.current = {
      ids: moving.map((object) => object.id),
      starts,
      nodes,
      homes,
      moving,
      lines: snapLines(geometry, objects, new Set(moving.map((object) => object.id))),
    };
  };

  const onDragMove = (event: Konva.KonvaEventObject<DragEvent>) => {
    const drag = session.current;
    const node = event.target;
    if (!drag || !node.hasName('card-object')) return;
    const start = drag.starts.get(node.id());
    if (!start) return;
    let dx = node.x() - start.x;
    let dy = node.y() - start.y;
    const { snap, scale } = latest.current;
    if (snap && drag.moving.length > 0) {
      const box = unionOfBoxes(drag.moving.map((object) => boundsOf(object)))!;
      const snapped = snapBox(
        { ...box, x: box.x + dx, y: box.y + dy },
        drag.lines,
        SNAP_PX / scale,
      );
      dx += snapped.dx;
      dy += snapped.dy;
      latest.current.showGuides.current?.(snapped.guides);
    }
    for (const [id, moved] of drag.nodes) {
      const from = drag.starts.get(id)!;
      moved.position({ x: from.x + dx, y: from.y + dy });
    }
  };

  const onDragEnd = (event: Konva.KonvaEventObject<DragEvent>) => {
    const drag = session.current;
    session.current = null;
    latest.current.showGuides.current?.([]);
    if (!drag) return;
    // Back into the stack, lowest first, each at the index it left.
    for (const [movingId, home] of [...drag.homes].sort((a, b) => a[1].index - b[1].index)) {
      const moved = drag.nodes.get(movingId)!;
      moved.moveTo(home.parent);
      moved.zIndex(home.index);
    }
    if (!event.target.hasName('card-object')) return;
    const changes: ObjectChange[] = [];
    for (const [id, moved] of drag.nodes) {
      const from = drag.starts.get(id)!;
      if (moved.x() !== from.x || moved.y() !== from.y)
        changes.push({ id, patch: { x: moved.x(), y: moved.y() } });
    }
    if (changes.length > 0) latest.current.commit(changes);
  };

  return { onDragStart, onDragMove, onDragEnd };
}
