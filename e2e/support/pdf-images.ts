/**
 * The pictures a PDF embeds, read from its object dictionaries (Chromium's PDF
 * writer, Skia, writes them uncompressed): each image XObject (`/Subtype
 * /Image`) with its `/Width` and `/Height`, leaving out the images that are
 * only another image's transparency (an image named by another's `/SMask`).
 */

/** A picture of the PDF: an image XObject that is not a soft mask. */
export interface PdfPicture {
  /** The object number. */
  object: number;
  width: number;
  height: number;
}

/** The dictionary that starts at `start` (at its `<<`), nested dictionaries included. */
function dictionaryAt(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length - 1; index += 1) {
    const pair = text.slice(index, index + 2);
    if (pair === '<<') depth += 1;
    else if (pair === '>>') depth -= 1;
    else continue;
    index += 1;
    if (depth === 0) return text.slice(start, index + 1);
  }
  throw new Error(`the PDF dictionary at ${start} does not end`);
}

/** Every indirect object's dictionary, by object number (`N 0 obj << … >>`). */
function objectDictionaries(pdf: Buffer): Map<number, string> {
  const text = pdf.toString('latin1');
  const dictionaries = new Map<number, string>();
  for (const match of text.matchAll(/(?:^|[\r\n])(\d+) 0 obj\s*(?=<<)/g)) {
    const start = match.index + match[0].length;
    dictionaries.set(Number(match[1]), dictionaryAt(text, start));
  }
  return dictionaries;
}

function integerEntry(dictionary: string, name: string): number {
  const value = new RegExp(`/${name}\\s+(\\d+)\\b`).exec(dictionary)?.[1];
  if (value === undefined) throw new Error(`an image without /${name}: ${dictionary.slice(0, 200)}`);
  return Number(value);
}

/** The PDF's pictures: image XObjects that no image uses as its /SMask. */
export function pdfPictures(pdf: Buffer): PdfPicture[] {
  const dictionaries = objectDictionaries(pdf);
  const masks = new Set<number>();
  for (const dictionary of dictionaries.values()) {
    for (const mask of dictionary.matchAll(/\/SMask\s+(\d+)\s+0\s+R/g)) masks.add(Number(mask[1]));
  }
  const pictures: PdfPicture[] = [];
  for (const [object, dictionary] of dictionaries) {
    if (!/\/Subtype\s*\/Image\b/.test(dictionary) || masks.has(object)) continue;
    pictures.push({
      object,
      width: integerEntry(dictionary, 'Width'),
      height: integerEntry(dictionary, 'Height'),
    });
  }
  return pictures;
}
