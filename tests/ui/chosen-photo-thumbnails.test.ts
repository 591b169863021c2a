/**
 * A photo field asks the engine for each chosen file's thumbnail once per edge, however often the field is shown
 * again; one that failed is shown from the file itself and asked for again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenPhotoThumbnails } from '@src/components/chosen-photo-thumbnails';

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chosenPhotoThumbnails', () => {
  it('asks once for a file wanted twice at the same time', async () => {
    let finish: (thumbnail: Blob) => void = () => {};
    const make = vi.fn(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const thumbnailOf = chosenPhotoThumbnails(make);
    const file = photo('IMG_0003.JPG');

    const [first, second] = [thumbnailOf(file, 176), thumbnailOf(file, 176)];
    finish(new Blob(['thumbnail']));
    expect(await first).toBe(await second);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes one thumbnail per file and edge, and answers the same one after', async () => {
    const make = vi.fn((file: File, edge: number) =>
      Promise.resolve(new Blob([`${file.name}@${edge}`], { type: 'image/jpeg' })),
    );
    const thumbnailOf = chosenPhotoThumbnails(make);
    const first = photo('IMG_0001.JPG');
    const second = photo('IMG_0001.JPG');

    const made = await thumbnailOf(first, 176);
    expect(await made.text()).toBe('IMG_0001.JPG@176');
    expect(await thumbnailOf(first, 176)).toBe(made);
    expect(make).toHaveBeenCalledTimes(1);

    expect(await (await thumbnailOf(first, 264)).text()).toBe('IMG_0001.JPG@264');
    expect(await thumbnailOf(second, 176)).not.toBe(made);
    expect(make.mock.calls.map(([file, edge]) => [file === first, edge])).toEqual([
      [true, 176],
      [true, 264],
      [false, 176],
    ]);
  });

  it('shows a file whose thumbnail failed as itself, and asks again the next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const make = vi
      .fn<(file: File, edge: number) => Promise<Blob>>()
      .mockRejectedValueOnce(new Error('The engine worker was replaced'))
      .mockResolvedValueOnce(new Blob(['thumbnail']));
    const thumbnailOf = chosenPhotoThumbnails(make);
    const file = photo('IMG_0002.JPG');

    expect(await thumbnailOf(file, 176)).toBe(file);
    expect(await (await thumbnailOf(file, 176)).text()).toBe('thumbnail');
    expect(make).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
