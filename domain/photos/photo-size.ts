/** Product rules 5.7 and 9.7: photos are scaled down, never up, to fit within 800 × 800 pixels. */
import { PHOTO_MAX_PX } from '../app/constants';

/** A width and a height in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The size scaled down (never up) to fit max × max, same shape, whole pixels, at least 1 × 1. */
export function fitWithin(size: Size, max: number = PHOTO_MAX_PX): Size {
  const scale = Math.min(1, max / size.width, max / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
