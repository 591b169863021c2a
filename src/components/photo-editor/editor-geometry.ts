/** The photo editor's arithmetic: fitting the photo on screen and turning pointer positions into image pixels. */
import type { Size } from '@domain/photos/photo-size';

export type { Size } from '@domain/photos/photo-size';
export { fitWithin } from '@domain/photos/photo-size';

/** A point in image pixels. */
export interface Point {
  x: number;
  y: number;
}

/** The on-screen pen width in CSS pixels (drawn wider on an image shown scaled down). */
export const PEN_WIDTH_CSS_PX = 4;

/** The largest size of the image's shape that fits the box (scaled up or down); 0×0 for an empty image or box. */
export function fitSize(image: Size, box: Size): Size {
  if (!(image.width > 0 && image.height > 0 && box.width > 0 && box.height > 0))
    return { width: 0, height: 0 };
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: Math.floor(image.width * scale), height: Math.floor(image.height * scale) };
}

/** Where a pointer at (clientX, clientY) touches the canvas, in canvas pixels, kept inside the canvas. */
export function canvasPoint(
  client: { clientX: number; clientY: number },
  rect: Pick<DOMRectReadOnly, 'left' | 'top' | 'width' | 'height'>,
  canvas: Size,
): Point {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  const x = ((client.clientX - rect.left) / rect.width) * canvas.width;
  const y = ((client.clientY - rect.top) / rect.height) * canvas.height;
  return { x: Math.min(canvas.width, Math.max(0, x)), y: Math.min(canvas.height, Math.max(0, y)) };
}

/** The pen width in canvas pixels that shows as PEN_WIDTH_CSS_PX on screen (at least 1). */
export function penWidth(shownWidth: number, canvasWidth: number): number {
  if (shownWidth <= 0) return PEN_WIDTH_CSS_PX;
  return Math.max(1, (PEN_WIDTH_CSS_PX * canvasWidth) / shownWidth);
}
