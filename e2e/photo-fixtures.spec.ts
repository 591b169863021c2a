// The photos the completion specs hand to photo inputs, checked in the browser that decodes them.
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { readExifOrientation } from './support/exif-orientation';
import { inspectImage, isNear } from './support/object-store-contents';
import {
  PLAIN_PHOTO,
  PORTRAIT_BOTTOM_COLOUR,
  PORTRAIT_STORED,
  PORTRAIT_TOP_COLOUR,
  plainPhoto,
  portraitPhoto,
} from './support/photo-fixtures';

test('the portrait photo is a 4000×3000 JPEG that Chromium shows upright: 3000×4000, red on top', async ({
  page,
}) => {
  const photo = await portraitPhoto(page);
  expect(photo.mimeType).toBe('image/jpeg');
  expect(readExifOrientation(photo.buffer)).toBe(6);
  const asStored = await inspectImage(page, { bytes: photo.buffer, contentType: 'image/jpeg' });
  expect(asStored).toMatchObject({ width: PORTRAIT_STORED.height, height: PORTRAIT_STORED.width });
  expect(isNear(asStored.top, PORTRAIT_TOP_COLOUR)).toBe(true);
  expect(isNear(asStored.bottom, PORTRAIT_BOTTOM_COLOUR)).toBe(true);

  const grainy = await portraitPhoto(page, { noise: 24 });
  expect(readExifOrientation(grainy.buffer)).toBe(6);
  expect(grainy.buffer.length).toBeGreaterThan(photo.buffer.length);
});

test('the plain photo is a light grey PNG with no pen colour in it', async ({ page }) => {
  const photo = await plainPhoto(page);
  const report = await inspectImage(
    page,
    { bytes: photo.buffer, contentType: photo.mimeType },
    { countColour: '#C7247F' },
  );
  expect(report).toMatchObject({ width: PLAIN_PHOTO.width, height: PLAIN_PHOTO.height, colourPixels: 0 });
  expect(isNear(report.middle, PLAIN_PHOTO.colour, 4)).toBe(true);
});
