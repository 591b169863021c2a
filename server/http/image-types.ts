/** The image types the upload accepts, by content type and by the bytes' own signature. */

const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.length > 12 &&
    new TextDecoder().decode(b.subarray(0, 4)) === 'RIFF' &&
    new TextDecoder().decode(b.subarray(8, 12)) === 'WEBP',
};

const ALIASES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The canonical content type for 'png', 'image/png', 'jpg', … or null when not accepted. */
export function imageContentType(value: string): string | null {
  const type = value.split(';')[0]?.trim().toLowerCase() ?? '';
  const canonical = ALIASES[type] ?? type;
  return canonical in SIGNATURES ? canonical : null;
}

/** True when the bytes really are an image of that type. */
export function bytesMatchType(bytes: Uint8Array, contentType: string): boolean {
  return SIGNATURES[contentType]?.(bytes) ?? false;
}
