import { describe, expect, it } from 'vitest';
import { photoUploadLabel, photoUploadState, uploadPercent } from '@src/components/photo-upload-state';
import type { UploadProgress } from '@worker/engine-shapes';

const upload = (photoId: string, loaded: number, total: number): UploadProgress => ({
  photoId,
  jobId: 'DS-1',
  uri: `DS-1-damage-${photoId}`,
  loaded,
  total,
});

describe('uploadPercent', () => {
  it('gives whole percent sent, floored, within 0 … 100', () => {
    expect(uploadPercent({ loaded: 0, total: 2000 })).toBe(0);
    expect(uploadPercent({ loaded: 999, total: 2000 })).toBe(49);
    expect(uploadPercent({ loaded: 2000, total: 2000 })).toBe(100);
    expect(uploadPercent({ loaded: 2500, total: 2000 })).toBe(100);
  });

  it('is 0 while the size is unknown', () => {
    expect(uploadPercent({ loaded: 10, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 10, total: Number.NaN })).toBe(0);
  });
});

describe('photoUploadState', () => {
  const uploads = [upload('a', 300, 1000), upload('b', 0, 500)];

  it('is uploaded once the photo is down, whatever the progress list says', () => {
    expect(photoUploadState({ id: 'a', status: 'down' }, uploads)).toEqual({ kind: 'uploaded' });
  });

  it('is uploading with its percentage while the sync pass reports it', () => {
    expect(photoUploadState({ id: 'a', status: 'up' }, uploads)).toEqual({ kind: 'uploading', percent: 30 });
    expect(photoUploadState({ id: 'b', status: 'up' }, uploads)).toEqual({ kind: 'uploading', percent: 0 });
  });

  it('is pending while it waits and is not going up', () => {
    expect(photoUploadState({ id: 'c', status: 'up' }, uploads)).toEqual({ kind: 'pending' });
    expect(photoUploadState({ id: 'a', status: 'up' }, [])).toEqual({ kind: 'pending' });
  });
});

describe('photoUploadLabel', () => {
  it('says where the photo stands', () => {
    expect(photoUploadLabel({ kind: 'pending' })).toBe('Waiting to upload');
    expect(photoUploadLabel({ kind: 'uploading', percent: 42 })).toBe('Uploading 42%');
    expect(photoUploadLabel({ kind: 'uploaded' })).toBe('Uploaded');
  });
});
