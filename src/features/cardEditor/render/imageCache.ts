/**
 * Decoded images by source, shared by the canvas and the exports: a data URL is decoded once,
 * however many times it is drawn or exported. Failed sources are remembered as failed, so a broken
 * image is reported (preflight's missing image) rather than retried on every frame.
 */
const images = new Map<string, Promise<HTMLImageElement | null>>();
const ready = new Map<string, HTMLImageElement | null>();

export function loadImage(src: string): Promise<HTMLImageElement | null> {
  const known = images.get(src);
  if (known) return known;
  const pending = new Promise<HTMLImageElement | null>((resolve) => {
    if (typeof Image === 'undefined' || src === '') {
      resolve(null);
      return;
    }
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  }).then((image) => {
    ready.set(src, image);
    return image;
  });
  images.set(src, pending);
  return pending;
}

/** The decoded image when it is ready (null when it failed), undefined while it loads. */
export function readyImage(src: string): HTMLImageElement | null | undefined {
  return ready.get(src);
}
