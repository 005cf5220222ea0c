import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Box } from '../model';
import { ZOOM_STEPS } from './viewport';
import type { Viewport } from './viewport';

const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS.at(-1)!;
/** A wheel notch (100 px of deltaY) zooms by about 18 %; a trackpad pinch sends small deltas. */
const WHEEL_ZOOM_RATE = 0.002;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** A point of the page kept under the same screen point while the zoom changes. */
interface Anchor {
  pageX: number;
  pageY: number;
  clientX: number;
  clientY: number;
}

/** The part of the page in view, in page points (the whole page when it all shows). */
export function visiblePageBox(element: HTMLElement, viewport: Viewport, page: Box): Box {
  const left = Math.max(page.x, (element.scrollLeft - viewport.x) / viewport.scale);
  const top = Math.max(page.y, (element.scrollTop - viewport.y) / viewport.scale);
  const right = Math.min(
    page.x + page.width,
    (element.scrollLeft + element.clientWidth - viewport.x) / viewport.scale,
  );
  const bottom = Math.min(
    page.y + page.height,
    (element.scrollTop + element.clientHeight - viewport.y) / viewport.scale,
  );
  if (right <= left || bottom <= top) return page;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Zoom and pan as design tools do: Ctrl/Cmd+wheel (and a trackpad pinch, which the browser sends
 * as a wheel with Ctrl) zooms about the pointer; two fingers pinch on a touch screen; Space+drag
 * pans. The element scrolls when the page is larger than it, so panning is scrolling.
 */
export function useZoomPan(
  box: RefObject<HTMLElement | null>,
  viewport: Viewport | null,
  onZoom: (zoom: number) => void,
) {
  const anchor = useRef<Anchor | null>(null);
  const [panning, setPanning] = useState(false);
  const current = useRef({ viewport, onZoom });
  useLayoutEffect(() => {
    current.current = { viewport, onZoom };
  });

  // After a zoom, scroll so the anchored page point is back under the pointer.
  useLayoutEffect(() => {
    const held = anchor.current;
    if (!box.current || !held || !viewport) return;
    anchor.current = null;
    box.current.scrollTo(
      viewport.x + held.pageX * viewport.scale - held.clientX,
      viewport.y + held.pageY * viewport.scale - held.clientY,
    );
  }, [box, viewport]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const zoomAbout = (factor: number, clientX: number, clientY: number) => {
      const view = current.current.viewport;
      if (!view) return;
      const rect = element.getBoundingClientRect();
      const x = clientX - rect.left;
      const y = clientY - rect.top;
      anchor.current = {
        pageX: (element.scrollLeft + x - view.x) / view.scale,
        pageY: (element.scrollTop + y - view.y) / view.scale,
        clientX: x,
        clientY: y,
      };
      current.current.onZoom(clampZoom(view.zoom * factor));
    };

    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      // Not the browser's own page zoom: the card zooms instead.
      event.preventDefault();
      zoomAbout(Math.exp(-event.deltaY * WHEEL_ZOOM_RATE), event.clientX, event.clientY);
    };

    // Two touch points: the distance between them scales the zoom.
    const touches = new Map<number, { x: number; y: number }>();
    let pinchDistance: number | null = null;
    const distance = () => {
      const [a, b] = [...touches.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
    };
    const onTouchDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      pinchDistance = touches.size === 2 ? distance() : null;
    };
    const onTouchMove = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' || !touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const now = touches.size === 2 ? distance() : null;
      if (pinchDistance && now) {
        const [a, b] = [...touches.values()];
        zoomAbout(now / pinchDistance, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
        pinchDistance = now;
      }
    };
    const onTouchUp = (event: PointerEvent) => {
      touches.delete(event.pointerId);
      pinchDistance = null;
    };

    // Space held: a drag scrolls the workspace instead of reaching the card's objects.
    let spaceHeld = false;
    let drag: { x: number; y: number; left: number; top: number } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || isTyping(event.target)) return;
      event.preventDefault();
      if (!spaceHeld) {
        spaceHeld = true;
        setPanning(true);
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      spaceHeld = false;
      drag = null;
      setPanning(false);
    };
    const onPanDown = (event: PointerEvent | MouseEvent) => {
      if (!spaceHeld) return;
      // Captured before the canvas sees it, so no object is picked or dragged.
      event.stopPropagation();
      event.preventDefault();
      drag = {
        x: event.clientX,
        y: event.clientY,
        left: element.scrollLeft,
        top: element.scrollTop,
      };
    };
    const onPanMove = (event: PointerEvent | MouseEvent) => {
      if (!drag) return;
      event.stopPropagation();
      element.scrollTo(drag.left - (event.clientX - drag.x), drag.top - (event.clientY - drag.y));
    };
    const onPanUp = () => {
      drag = null;
    };

    const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
      [element, 'wheel', onWheel as EventListener, { passive: false }],
      [element, 'pointerdown', onTouchDown as EventListener],
      [element, 'pointermove', onTouchMove as EventListener],
      [element, 'pointerup', onTouchUp as EventListener],
      [element, 'pointercancel', onTouchUp as EventListener],
      [element, 'keydown', onKeyDown as EventListener],
      [element, 'keyup', onKeyUp as EventListener],
      [element, 'blur', onKeyUp as EventListener],
      // Capture: before the canvas sees the press, so Space+drag never picks or moves an object.
      [element, 'pointerdown', onPanDown as EventListener, { capture: true }],
      [element, 'mousedown', onPanDown as EventListener, { capture: true }],
      [element, 'pointermove', onPanMove as EventListener, { capture: true }],
      [element, 'mousemove', onPanMove as EventListener, { capture: true }],
      [window, 'pointerup', onPanUp],
    ];
    for (const [target, type, listener, options] of listeners)
      target.addEventListener(type, listener, options);
    return () => {
      for (const [target, type, listener, options] of listeners)
        target.removeEventListener(type, listener, options);
    };
  }, [box]);

  return { panning };
}
