import type { Box } from '../model';

/**
 * Where the page sits on screen. The stage draws in points; its scale is screen pixels per point.
 * 100 % zoom is the card at its printed size on a 96 DPI screen (CSS pixels).
 */
export const CSS_PX_PER_PT = 96 / 72;
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
/** Screen pixels kept around the page when it is fitted. */
const FIT_MARGIN_PX = 24;

export type ZoomSetting = 'fit' | number;

export interface Viewport {
  scale: number;
  /** The zoom shown to the user, 1 = 100 %. */
  zoom: number;
  x: number;
  y: number;
}

export function viewportOf(
  setting: ZoomSetting,
  page: Box,
  stage: { width: number; height: number },
): Viewport {
  const fitScale = Math.max(
    0.05,
    Math.min(
      (stage.width - 2 * FIT_MARGIN_PX) / page.width,
      (stage.height - 2 * FIT_MARGIN_PX) / page.height,
    ),
  );
  const scale = setting === 'fit' ? fitScale : setting * CSS_PX_PER_PT;
  return {
    scale,
    zoom: scale / CSS_PX_PER_PT,
    // Centred when it fits; otherwise from the margin (the container scrolls).
    x: Math.max(FIT_MARGIN_PX, (stage.width - page.width * scale) / 2),
    y: Math.max(FIT_MARGIN_PX, (stage.height - page.height * scale) / 2),
  };
}

/** The next zoom step in or out from the zoom shown now. */
export function steppedZoom(current: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > current + 1e-6) ?? ZOOM_STEPS.at(-1)!;
  return [...ZOOM_STEPS].reverse().find((step) => step < current - 1e-6) ?? ZOOM_STEPS[0];
}
