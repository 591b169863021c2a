/** The signature pad's size (product rule 2.13: the screen's width less 20 px, 200 px high) and the exported image's size. */
import { SIGNATURE_PAD_HEIGHT_PX, SIGNATURE_PAD_WIDTH_MARGIN_PX } from '@domain/app/constants';
import { fitWithin } from '@domain/photos/photo-size';
import type { Size } from '@domain/photos/photo-size';

/** The widest pad the app's column takes on a large screen (its 720 px less the margin). */
export const SIGNATURE_PAD_MAX_WIDTH_PX = 720 - SIGNATURE_PAD_WIDTH_MARGIN_PX;

/** A width and a height in pixels. */
export type PadSize = Size;

/** The pad's CSS size on a screen this wide: width − 20 (never above the column, never below 1) × 200. */
export function signaturePadSize(screenWidth: number): PadSize {
  const width = Math.floor(screenWidth) - SIGNATURE_PAD_WIDTH_MARGIN_PX;
  return {
    width: Math.max(1, Math.min(width, SIGNATURE_PAD_MAX_WIDTH_PX)),
    height: SIGNATURE_PAD_HEIGHT_PX,
  };
}

/** The pad's backing store for a device pixel ratio (whole pixels; a ratio below 1 counts as 1). */
export function backingSize(size: PadSize, devicePixelRatio: number): PadSize {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 1 ? devicePixelRatio : 1;
  return { width: Math.round(size.width * ratio), height: Math.round(size.height * ratio) };
}

/** The exported JPEG's size: the pad's CSS size, scaled down to fit 800×800 when larger. */
export function signatureExportSize(size: PadSize): PadSize {
  return fitWithin(size);
}
