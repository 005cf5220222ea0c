/**
 * A card side's SVG as an <img> source. An image never runs the SVG's scripts or loads its
 * external references, so user-made artwork is safe to show this way without sanitising markup.
 */
export function svgImageSource(svg: string): string | null {
  return svg.trim() === '' ? null : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
