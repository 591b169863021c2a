/**
 * The thumbnails a photo field shows, one per chosen file and edge, kept for as long as the page holds the file.
 * Each is the engine worker decoding a whole photo (most of a second for 12 MP on a low-end phone), so a field
 * shown again (the risk assessment's Back and Next) or a list that moves (a photo removed) asks for none twice.
 */

/** Makes one file's thumbnail of `edge` × `edge` pixels. */
export type MakeThumbnail = (file: File, edge: number) => Promise<Blob>;

/**
 * Answers each file's thumbnail from `make` once. A thumbnail that could not be made answers the file itself,
 * which the `<img>` can still show, and is asked for again next time: the worker may have been replaced meanwhile.
 */
export function chosenPhotoThumbnails(make: MakeThumbnail): MakeThumbnail {
  const made = new WeakMap<File, Map<number, Promise<Blob>>>();
  return (file, edge) => {
    let ofFile = made.get(file);
    if (ofFile === undefined) {
      ofFile = new Map<number, Promise<Blob>>();
      made.set(file, ofFile);
    }
    const known = ofFile.get(edge);
    if (known !== undefined) return known;
    const thumbnail = make(file, edge).catch((error: unknown) => {
      console.error(error);
      ofFile.delete(edge);
      return file;
    });
    ofFile.set(edge, thumbnail);
    return thumbnail;
  };
}
