/**
 * A photo field's thumbnail comes from the engine: the chosen photo and the thumbnail's edge in device pixels go to
 * the engine's thumbnail step (in the browser, images/photo-thumbnail.ts in the worker), and its small image comes
 * back, so the page never loads the original. It needs no login and no network.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../support/engine-harness';
import { photoFile } from '../support/test-photos';

describe('chosenPhotoThumbnail', () => {
  it('hands back the thumbnail step’s image of the chosen photo at the edge asked for', async () => {
    const asked: { photo: Blob; edge: number }[] = [];
    const small = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const h = createHarness({
      baseUrl: 'http://127.0.0.1:9',
      thumbnailPhoto: (photo, edge) => {
        asked.push({ photo, edge });
        return Promise.resolve(small);
      },
    });
    await h.start(false);
    const { file } = photoFile('front-door.png', 40, 30);

    const thumbnail = await h.engine.chosenPhotoThumbnail(file, 264);

    expect(asked).toHaveLength(1);
    expect(asked[0]?.edge).toBe(264);
    expect(await asked[0]?.photo.arrayBuffer()).toEqual(await file.arrayBuffer());
    expect(thumbnail.type).toBe('image/jpeg');
    expect(thumbnail.size).toBe(3);
  });

  it('lets a photo the step cannot read fail, for the page to show the photo itself', async () => {
    const h = createHarness({
      baseUrl: 'http://127.0.0.1:9',
      thumbnailPhoto: () => Promise.reject(new Error('The source image could not be decoded.')),
    });
    await h.start(false);
    const { file } = photoFile();

    await expect(h.engine.chosenPhotoThumbnail(file, 176)).rejects.toThrow('could not be decoded');
  });
});
