/**
 * A photo field's two file inputs (components/photo-input.tsx): Take photo (the camera) and Choose from
 * gallery (a photo already on the phone), each labelled by the field's title and by its choice.
 */
import type { Locator, Page } from '@playwright/test';

/** The field's camera input (Take photo). */
export function cameraInput(page: Page, title: string): Locator {
  return page.getByLabel(title).and(page.getByLabel('Take photo', { exact: true }));
}

/** The field's gallery input (Choose from gallery). */
export function galleryInput(page: Page, title: string): Locator {
  return page.getByLabel(title).and(page.getByLabel('Choose from gallery', { exact: true }));
}
