/**
 * The browser's photo step, with the browser's createImageBitmap and OffscreenCanvas stood in for (Node has
 * neither): it decodes with EXIF orientation applied, lets the browser scale the upright picture into 800×800,
 * and falls back to pica when the browser ignores the resize options or refuses them. The pictures themselves
 * are checked in Chromium: e2e/proof-of-delivery.spec.ts finds the stored 12 MP portrait upright within 800×800.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const scaleWithPica = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@worker/images/pica-scale', () => ({ scaleWithPica }));

const { resizePhoto, RESIZE_MEASURE } = await import('@worker/images/resize-photo');

/** A stand-in ImageBitmap of a size, remembering whether it was closed. */
class FakeBitmap {
  closed = false;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  close() {
    this.closed = true;
  }
}

/** A stand-in OffscreenCanvas: remembers what was drawn on it and encodes a tiny PNG. */
class FakeCanvas {
  static made: FakeCanvas[] = [];
  drawn: unknown[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    FakeCanvas.made.push(this);
  }
  getContext() {
    return { drawImage: (image: unknown) => this.drawn.push(image) };
  }
  convertToBlob(options: { type: string }) {
    return Promise.resolve(new Blob(['png'], { type: options.type }));
  }
}

/** How the stand-in browser answers a resize: as asked, ignoring the size, or refusing. */
type ResizeAnswer = 'asked' | 'ignored' | 'refused';

const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
let upright: FakeBitmap;
let scaled: FakeBitmap | null;
let calls: unknown[][];

function browserThatResizes(answer: ResizeAnswer) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn((source: unknown, options: ImageBitmapOptions) => {
      calls.push([source, options]);
      if (source === photo) return Promise.resolve(upright);
      if (answer === 'refused') return Promise.reject(new DOMException('no resize', 'InvalidStateError'));
      const asked = answer === 'asked';
      scaled = new FakeBitmap(asked ? options.resizeWidth! : 3000, asked ? options.resizeHeight! : 4000);
      return Promise.resolve(scaled);
    }),
  );
}

function lastMeasureDetail(): { from: number[]; to: number[]; scaler: string } {
  const measures = performance.getEntriesByName(RESIZE_MEASURE, 'measure') as PerformanceMeasure[];
  return measures.at(-1)?.detail as { from: number[]; to: number[]; scaler: string };
}

beforeEach(() => {
  // A portrait photo as the phone stores it is 4000×3000 with EXIF orientation 6: decoded upright, 3000×4000.
  upright = new FakeBitmap(3000, 4000);
  scaled = null;
  calls = [];
  FakeCanvas.made = [];
  scaleWithPica.mockClear();
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
});

afterEach(() => {
  vi.unstubAllGlobals();
  performance.clearMeasures();
});

describe('resizePhoto', () => {
  it('decodes upright and lets the browser scale it into 800×800 with its high-quality scaler', async () => {
    browserThatResizes('asked');
    const processed = await resizePhoto(photo);

    expect(processed).toMatchObject({ width: 600, height: 800 });
    expect(processed.blob.type).toBe('image/png');
    expect(calls).toEqual([
      [photo, { imageOrientation: 'from-image' }],
      [upright, { resizeWidth: 600, resizeHeight: 800, resizeQuality: 'high' }],
    ]);
    expect(FakeCanvas.made).toHaveLength(1);
    expect(FakeCanvas.made[0]).toMatchObject({ width: 600, height: 800, drawn: [scaled] });
    expect(scaleWithPica).not.toHaveBeenCalled();
    expect(upright.closed && scaled?.closed).toBe(true);
    expect(lastMeasureDetail()).toEqual({
      from: [3000, 4000],
      to: [600, 800],
      bytes: photo.size,
      scaler: 'createImageBitmap',
    });
  });

  it.each<ResizeAnswer>(['ignored', 'refused'])(
    'scales with pica when the browser has %s the resize options',
    async (answer) => {
      browserThatResizes(answer);
      const processed = await resizePhoto(photo);

      expect(processed).toMatchObject({ width: 600, height: 800 });
      const canvas = FakeCanvas.made[0];
      expect(scaleWithPica).toHaveBeenCalledWith(upright, canvas);
      expect(canvas).toMatchObject({ width: 600, height: 800, drawn: [] });
      expect(upright.closed).toBe(true);
      if (scaled !== null) expect(scaled.closed).toBe(true);
      expect(lastMeasureDetail().scaler).toBe('pica');
    },
  );

  it('never scales a small photo up: it keeps its size', async () => {
    upright = new FakeBitmap(640, 480);
    browserThatResizes('asked');
    expect(await resizePhoto(photo)).toMatchObject({ width: 640, height: 480 });
    expect(calls[1]?.[1]).toMatchObject({ resizeWidth: 640, resizeHeight: 480 });
  });
});
