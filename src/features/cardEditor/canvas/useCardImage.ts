import { useEffect, useState } from 'react';
import { loadImage, readyImage } from '../render/imageCache';

/** The decoded image of a source for a Konva.Image; null while it loads or when it cannot. */
export function useCardImage(src: string): HTMLImageElement | null {
  const [, setLoaded] = useState(0);
  const image = readyImage(src);
  useEffect(() => {
    if (image !== undefined) return;
    let live = true;
    void loadImage(src).then(() => {
      if (live) setLoaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [src, image]);
  return image ?? null;
}
