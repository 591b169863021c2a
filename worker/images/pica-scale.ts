/**
 * The fallback scaler for a browser whose createImageBitmap ignores the resize options (it answers the
 * picture at full size): pica's Lanczos filter in JavaScript, loaded only then — Chromium never loads it.
 * Pure JS: the CSP allows neither nested blob workers for pica nor WebAssembly compilation.
 */
import createPica from 'pica';

let pica: ReturnType<typeof createPica> | null = null;

/** Scales the upright picture onto the canvas, filling it. */
export async function scaleWithPica(upright: ImageBitmap, canvas: OffscreenCanvas): Promise<void> {
  // pica cannot read an ImageBitmap inside a worker; it reads an OffscreenCanvas.
  const source = new OffscreenCanvas(upright.width, upright.height);
  source.getContext('2d')?.drawImage(upright, 0, 0);
  pica ??= createPica({ features: ['js'] });
  await pica.resize(source, canvas);
}
