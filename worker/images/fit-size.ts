/** Spec §5: photos are scaled down, never up, to fit within PHOTO_MAX_PX each way. */
import { PHOTO_MAX_PX } from '../../src/domain/constants';

/** The largest size with the same aspect ratio that fits max × max (at least 1 × 1). */
export function fitWithin(
  width: number,
  height: number,
  max: number = PHOTO_MAX_PX,
): { width: number; height: number } {
  if (width <= max && height <= max) return { width, height };
  const scale = Math.min(max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
