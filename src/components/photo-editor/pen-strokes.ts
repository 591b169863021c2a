/** The photo editor's drawing: the photo, then every pen stroke in PEN_COLOUR on top. */
import { PEN_COLOUR } from '@domain/app/constants';
import type { Point } from './editor-geometry';

/** One pen stroke: its width in canvas pixels and its points. */
export interface PenStroke {
  width: number;
  points: Point[];
}

function strokeStyle(context: CanvasRenderingContext2D, width: number): void {
  context.strokeStyle = PEN_COLOUR;
  context.fillStyle = PEN_COLOUR;
  context.lineWidth = width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

/** Draws the stroke's line from its point `from` to its last point (a dot for a single point). */
export function drawStrokeTail(context: CanvasRenderingContext2D, stroke: PenStroke, from: number): void {
  const { points, width } = stroke;
  const last = points.at(-1);
  if (last === undefined) return;
  strokeStyle(context, width);
  if (points.length === 1) {
    context.beginPath();
    context.arc(last.x, last.y, width / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  const start = points[Math.max(0, Math.min(from, points.length - 2))] ?? last;
  context.beginPath();
  context.moveTo(start.x, start.y);
  for (const point of points.slice(Math.max(0, from) + 1)) context.lineTo(point.x, point.y);
  context.stroke();
}

/** The photo scaled onto the whole canvas, then every stroke. */
export function drawPicture(
  context: CanvasRenderingContext2D,
  photo: CanvasImageSource,
  strokes: readonly PenStroke[],
): void {
  const { width, height } = context.canvas;
  context.clearRect(0, 0, width, height);
  context.drawImage(photo, 0, 0, width, height);
  for (const stroke of strokes) drawStrokeTail(context, stroke, 0);
}
