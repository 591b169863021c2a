import { describe, expect, it } from 'vitest';
import { drawPicture, drawStrokeTail, type PenStroke } from '@src/components/photo-editor/pen-strokes';

/** A 2D context that records what is drawn (only the calls the editor makes). */
function recordingContext(width = 800, height = 600) {
  const calls: string[] = [];
  const styles: { strokeStyle?: unknown; lineWidth?: unknown }[] = [];
  const context = {
    canvas: { width, height },
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`lineTo ${x},${y}`),
    arc: (x: number, y: number, r: number) => calls.push(`arc ${x},${y} r${r}`),
    fill: () => calls.push('fill'),
    stroke: () => {
      styles.push({ strokeStyle: context.strokeStyle, lineWidth: context.lineWidth });
      calls.push('stroke');
    },
    clearRect: (x: number, y: number, w: number, h: number) => calls.push(`clearRect ${x},${y},${w},${h}`),
    drawImage: (_image: unknown, x: number, y: number, w: number, h: number) =>
      calls.push(`drawImage ${x},${y},${w},${h}`),
  };
  return { context: context as unknown as CanvasRenderingContext2D, calls, styles, raw: context };
}

const stroke: PenStroke = {
  width: 8,
  points: [
    { x: 10, y: 10 },
    { x: 20, y: 15 },
    { x: 30, y: 30 },
  ],
};

describe('drawStrokeTail', () => {
  it('draws the whole stroke in the pen colour #C7247F at its width', () => {
    const { context, calls, styles, raw } = recordingContext();
    drawStrokeTail(context, stroke, 0);
    expect(calls).toEqual(['beginPath', 'moveTo 10,10', 'lineTo 20,15', 'lineTo 30,30', 'stroke']);
    expect(styles).toEqual([{ strokeStyle: '#C7247F', lineWidth: 8 }]);
    expect(raw.lineCap).toBe('round');
  });

  it('draws only the new segment while the finger moves', () => {
    const { context, calls } = recordingContext();
    drawStrokeTail(context, stroke, 1);
    expect(calls).toEqual(['beginPath', 'moveTo 20,15', 'lineTo 30,30', 'stroke']);
  });

  it('draws a dot for a tap', () => {
    const { context, calls, raw } = recordingContext();
    drawStrokeTail(context, { width: 6, points: [{ x: 5, y: 7 }] }, 0);
    expect(calls).toEqual(['beginPath', 'arc 5,7 r3', 'fill']);
    expect(raw.fillStyle).toBe('#C7247F');
  });

  it('draws nothing for an empty stroke', () => {
    const { context, calls } = recordingContext();
    drawStrokeTail(context, { width: 6, points: [] }, 0);
    expect(calls).toEqual([]);
  });
});

describe('drawPicture', () => {
  it('draws the photo over the whole canvas, then every stroke on top', () => {
    const { context, calls } = recordingContext(800, 600);
    drawPicture(context, {} as CanvasImageSource, [stroke, { width: 4, points: [{ x: 1, y: 2 }] }]);
    expect(calls.slice(0, 2)).toEqual(['clearRect 0,0,800,600', 'drawImage 0,0,800,600']);
    expect(calls.filter((call) => call === 'stroke' || call === 'fill')).toEqual(['stroke', 'fill']);
  });
});
