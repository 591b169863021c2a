import { describe, expect, it } from 'vitest';
import { draImageKey, isImageType, normalisePhotoName, photoUri } from '@domain/photos/photo-uri';
import type { PhotoPurpose } from '@domain/photos/photo-uri';

const now = Date.UTC(2026, 10, 21, 10, 15, 30, 999);
const seconds = Math.floor(now / 1000);

describe('photoUri (product rule 9.7)', () => {
  it('is the job id, the purpose and Unix seconds', () => {
    expect(photoUri('DS-2026112101', 'failed', now)).toBe(`DS-2026112101-failed-${seconds}`);
    expect(photoUri('J1', 'risk-assessment-q2', new Date(now))).toBe(`J1-risk-assessment-q2-${seconds}`);
  });

  it('covers every purpose of the spec', () => {
    const purposes: PhotoPurpose[] = [
      'failed',
      'damage',
      'collection-damage',
      'delivered',
      'risk-assessment-q3',
    ];
    expect(purposes.map((p) => photoUri('J1', p, now))).toEqual(purposes.map((p) => `J1-${p}-${seconds}`));
  });

  it('rounds down to whole seconds and refuses an invalid moment', () => {
    expect(photoUri('J1', 'delivered', 1999)).toBe('J1-delivered-1');
    expect(() => photoUri('J1', 'delivered', Number.NaN)).toThrow(RangeError);
  });
});

describe('draImageKey', () => {
  it('is DRA-{id}', () => {
    expect(draImageKey('DS-2026112101')).toBe('DRA-DS-2026112101');
  });
});

describe('normalisePhotoName (product rule 5.7)', () => {
  it('keeps jpg, jpeg and png endings in any case', () => {
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'A.JPG', 'b.JpEg', 'c.PNG']) {
      expect(normalisePhotoName(name)).toBe(name);
    }
  });

  it('adds .jpg to any other name', () => {
    expect(normalisePhotoName('photo')).toBe('photo.jpg');
    expect(normalisePhotoName('photo.heic')).toBe('photo.heic.jpg');
    expect(normalisePhotoName('photo.webp')).toBe('photo.webp.jpg');
    expect(normalisePhotoName('png')).toBe('png.jpg');
  });
});

describe('isImageType (only image files are accepted)', () => {
  it('accepts image MIME types', () => {
    for (const mime of ['image/png', 'image/jpeg', 'image/heic', 'IMAGE/WEBP', 'image/svg+xml']) {
      expect(isImageType(mime)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const mime of ['', 'application/pdf', 'text/plain', 'video/mp4', 'image/', 'imagex/png']) {
      expect(isImageType(mime)).toBe(false);
    }
  });
});
