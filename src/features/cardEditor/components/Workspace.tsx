import type Konva from 'konva';
import { type RefObject, useEffect, useImperativeHandle, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CardCanvas } from '../canvas/CardCanvas';
import type { NodeLook } from '../canvas/CardNode';
import { TextEditOverlay } from '../canvas/TextEditOverlay';
import { useElementSize } from '../canvas/useElementSize';
import { useZoomPan, visiblePageBox } from '../canvas/useZoomPan';
import { viewportOf, type ZoomSetting } from '../canvas/viewport';
import type { Box, CardGeometry, CardObject, ObjectChange, SideName } from '../model';

/** What the rest of the editor may ask of the canvas area. */
export interface WorkspaceHandle {
  /** The part of the page in view, in points: where new objects go. */
  visibleArea(): Box;
  /** Gives the keyboard back to the canvas (after a toolbar action, after editing a text). */
  focus(): void;
}

/**
 * The canvas area: sized to its box, the page fitted or zoomed (buttons, Ctrl+wheel, pinch),
 * panned with Space+drag, and the text overlay while a text is edited. It takes keyboard focus
 * (Tab reaches it) so the editor's shortcuts work on it.
 */
export function Workspace({
  objects,
  selection,
  side,
  geometry,
  zoom,
  look,
  snap,
  editingId,
  stageRef,
  onKeyDown,
  onSelect,
  onChange,
  onEditText,
  onTextDone,
  onViewport,
  onZoom,
  handle,
}: {
  objects: readonly CardObject[];
  selection: readonly string[];
  side: SideName;
  geometry: CardGeometry;
  zoom: ZoomSetting;
  look: NodeLook;
  snap: boolean;
  editingId: string | null;
  stageRef: RefObject<Konva.Stage | null>;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
  onSelect: (ids: string[], mode: 'replace' | 'toggle') => void;
  onChange: (changes: ObjectChange[]) => void;
  onEditText: (id: string) => void;
  /** `byKeyboard`: Escape or Ctrl+Enter ended the editing, so the canvas takes the keyboard back. */
  onTextDone: (id: string, text: string, byKeyboard: boolean) => void;
  onViewport: (zoom: number) => void;
  onZoom: (zoom: number) => void;
  handle: RefObject<WorkspaceHandle | null>;
}) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  // No stage before the box is measured: one built at a guessed size is drawn twice.
  const viewport = size ? viewportOf(zoom, geometry.bleedBox, size) : null;
  const zoomShown = viewport?.zoom;
  const { panning } = useZoomPan(box, viewport, onZoom);
  useImperativeHandle(
    handle,
    () => ({
      visibleArea: () =>
        box.current && viewport
          ? visiblePageBox(box.current, viewport, geometry.bleedBox)
          : geometry.bleedBox,
      focus: () => box.current?.focus({ preventScroll: true }),
    }),
    [viewport, geometry.bleedBox],
  );
  // The toolbar shows the zoom the fitted page ended up at.
  useEffect(() => {
    if (zoomShown !== undefined) onViewport(zoomShown);
  }, [onViewport, zoomShown]);
  const editing = editingId ? objects.find((object) => object.id === editingId) : undefined;
  return (
    <div
      ref={box}
      className={panning ? 'card-workspace card-workspace-panning' : 'card-workspace'}
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage(
        { id: 'cardEditor.canvas.label' },
        { side: intl.formatMessage({ id: `cardEditor.side.${side}` }) },
      )}
      aria-describedby="card-canvas-help"
      onKeyDown={onKeyDown}
    >
      <p id="card-canvas-help" className="card-visually-hidden">
        {intl.formatMessage({ id: 'cardEditor.canvas.help' })}
      </p>
      {size && viewport ? (
        <>
          <CardCanvas
            objects={objects}
            selection={selection}
            side={side}
            geometry={geometry}
            viewport={viewport}
            width={Math.max(size.width, geometry.bleedBox.width * viewport.scale + 2 * viewport.x)}
            height={Math.max(
              size.height,
              geometry.bleedBox.height * viewport.scale + 2 * viewport.y,
            )}
            look={look}
            snap={snap}
            zoneLabels={{
              address: intl.formatMessage({ id: 'cardEditor.zone.address' }),
              postage: intl.formatMessage({ id: 'cardEditor.zone.postage' }),
              barcode: intl.formatMessage({ id: 'cardEditor.zone.barcode' }),
            }}
            onSelect={onSelect}
            onChange={onChange}
            onEditText={onEditText}
            stageRef={stageRef}
          />
          {editing?.kind === 'text' && (
            <TextEditOverlay
              key={editing.id}
              text={editing}
              viewport={viewport}
              onDone={(text, byKeyboard) => {
                onTextDone(editing.id, text, byKeyboard);
                if (byKeyboard) box.current?.focus({ preventScroll: true });
              }}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
