import type Konva from 'konva';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  boundsOf,
  type CardGeometry,
  type CardObject,
  type GuideLine,
  type ObjectChange,
  snapBox,
  type SnapLine,
  snapLines,
  unionOfBoxes,
} from '../model';

/** How close, in screen pixels, an edge must come to a guide to snap to it. */
const SNAP_PX = 6;

interface DragSession {
  ids: string[];
  starts: Map<string, { x: number; y: number }>;
  nodes: Map<string, Konva.Node>;
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
}

/**
 * Dragging objects on the canvas. During the drag only Konva nodes move (no store update, no React
 * render of the objects); the selection moves together and snaps, as a whole, to the page's guides
 * and the other objects' edges and centres, and the snapped lines are drawn. The drop is one
 * `updateObjects` command.
 */
export function useObjectDrag(input: DragInput) {
  const [guides, setGuides] = useState<GuideLine[]>([]);
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
    session.current = {
      ids: moving.map((object) => object.id),
      starts,
      nodes,
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
      setGuides(snapped.guides);
    }
    for (const [id, moved] of drag.nodes) {
      const from = drag.starts.get(id)!;
      moved.position({ x: from.x + dx, y: from.y + dy });
    }
  };

  const onDragEnd = (event: Konva.KonvaEventObject<DragEvent>) => {
    const drag = session.current;
    session.current = null;
    setGuides([]);
    if (!drag || !event.target.hasName('card-object')) return;
    const changes: ObjectChange[] = [];
    for (const [id, moved] of drag.nodes) {
      const from = drag.starts.get(id)!;
      if (moved.x() !== from.x || moved.y() !== from.y)
        changes.push({ id, patch: { x: moved.x(), y: moved.y() } });
    }
    if (changes.length > 0) latest.current.commit(changes);
  };

  return { guides, onDragStart, onDragMove, onDragEnd };
}
