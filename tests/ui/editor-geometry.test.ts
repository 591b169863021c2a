import { describe, expect, it } from 'vitest';
import {
  canvasPoint,
  fitSize,
  fitWithin,
  PEN_WIDTH_CSS_PX,
  penWidth,
} from '@src/components/photo-editor/editor-geometry';
import { editorMarkOf, withEditorMark } from '@src/components/use-editor-history';

describe('fitSize (the photo on screen)', () => {
  it('scales a landscape photo down to the width of a phone', () => {
    expect(fitSize({ width: 800, height: 600 }, { width: 344, height: 600 })).toEqual({
      width: 344,
      height: 258,
    });
  });

  it('scales a portrait photo to the height left by the toolbar', () => {
    expect(fitSize({ width: 600, height: 800 }, { width: 344, height: 400 })).toEqual({
      width: 300,
      height: 400,
    });
  });

  it('scales a small photo up to fill the box', () => {
    expect(fitSize({ width: 100, height: 50 }, { width: 400, height: 400 })).toEqual({
      width: 400,
      height: 200,
    });
  });

  it('is 0×0 for an empty photo or box', () => {
    expect(fitSize({ width: 0, height: 50 }, { width: 400, height: 400 })).toEqual({ width: 0, height: 0 });
    expect(fitSize({ width: 100, height: 50 }, { width: 0, height: 400 })).toEqual({ width: 0, height: 0 });
  });
});

describe('fitWithin (the saved drawing never above 800×800)', () => {
  it('keeps a photo that already fits', () => {
    expect(fitWithin({ width: 800, height: 600 }, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 200, height: 100 }, 800)).toEqual({ width: 200, height: 100 });
  });

  it('scales a larger photo down, keeping its shape', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 3000, height: 4000 }, 800)).toEqual({ width: 600, height: 800 });
  });
});

describe('canvasPoint (pointer to image pixels)', () => {
  const rect = { left: 10, top: 100, width: 400, height: 300 };
  const canvas = { width: 800, height: 600 };

  it('maps the shown canvas onto its pixels', () => {
    expect(canvasPoint({ clientX: 10, clientY: 100 }, rect, canvas)).toEqual({ x: 0, y: 0 });
    expect(canvasPoint({ clientX: 210, clientY: 250 }, rect, canvas)).toEqual({ x: 400, y: 300 });
    expect(canvasPoint({ clientX: 410, clientY: 400 }, rect, canvas)).toEqual({ x: 800, y: 600 });
  });

  it('keeps a pointer dragged off the canvas on its edge', () => {
    expect(canvasPoint({ clientX: -50, clientY: 900 }, rect, canvas)).toEqual({ x: 0, y: 600 });
  });

  it('is the origin for a canvas not laid out', () => {
    expect(canvasPoint({ clientX: 5, clientY: 5 }, { ...rect, width: 0 }, canvas)).toEqual({ x: 0, y: 0 });
  });
});

describe('penWidth', () => {
  it('draws wider on a photo shown scaled down so the line looks the same on screen', () => {
    expect(penWidth(400, 800)).toBe(PEN_WIDTH_CSS_PX * 2);
    expect(penWidth(800, 800)).toBe(PEN_WIDTH_CSS_PX);
    expect(penWidth(0, 800)).toBe(PEN_WIDTH_CSS_PX);
  });
});

describe('editor history mark (Back closes the editor)', () => {
  it('keeps the page state and adds the photo id', () => {
    const job = { id: 'DS-1', customer: [] };
    const marked = withEditorMark(job, 'photo-1');
    expect(marked).toMatchObject(job);
    expect(editorMarkOf(marked)).toBe('photo-1');
    expect(job).not.toHaveProperty('doorstepPhotoEditor');
  });

  it('marks an empty state, and finds no mark where there is none', () => {
    expect(editorMarkOf(withEditorMark(null, 'p'))).toBe('p');
    expect(editorMarkOf(null)).toBeNull();
    expect(editorMarkOf({ id: 'DS-1' })).toBeNull();
    expect(editorMarkOf('text')).toBeNull();
  });
});
