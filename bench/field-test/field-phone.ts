/**
 * The field test's phone: a browser context on the gateway's origin with the device profile's screen
 * and touch, the location allowed and at the depot, the page's probes installed, and the notices a
 * driver taps away (a job's notes not on the phone while offline). The 12 MP portrait photo (EXIF
 * orientation 6, camera-like grain) and a plain photo are made before the CPU is throttled, and
 * written to files the browser reads itself when one is picked (a buffer handed to setInputFiles is
 * decoded by a script in the page, which would show as the app's long task).
 */
import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@domain/app/messages';
import { plainPhoto, portraitPhoto, type FilePayload } from '@e2e/support/photo-fixtures';
import { DRIVERS_TIME_ZONE } from '@e2e/support/midnight';
import type { DeviceProfile } from './field-profiles';
import type { DriverPhotos } from './field-work';
import { DEPOT } from './gps-route';
import { installPageProbes } from './page-probes';

/** Grain on the portrait photo, so its file is the size a camera writes. */
const PHOTO_NOISE = 8;

/** Writes the photo to a file of its name in the folder; answers the path. */
function photoFile(folder: string, photo: FilePayload): string {
  const path = join(folder, photo.name);
  writeFileSync(path, photo.buffer);
  return path;
}

/** Opens the phone; answers its context, page and photos, and the photos' temporary folder (to remove). */
export async function openFieldPhone(
  browser: Browser,
  origin: string,
  device: DeviceProfile,
): Promise<{ context: BrowserContext; page: Page; photos: DriverPhotos; photoFolder: string }> {
  const context = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: device.viewport,
    hasTouch: true,
    isMobile: true,
    baseURL: origin,
    locale: 'en-GB',
    timezoneId: DRIVERS_TIME_ZONE,
    serviceWorkers: 'allow',
    geolocation: { ...DEPOT, accuracy: 10 },
    permissions: ['geolocation'],
  });
  await installPageProbes(context);
  const page = await context.newPage();
  const notesNotice = page.getByRole('dialog').filter({ hasText: messages.errorContactingServer });
  await page.addLocatorHandler(notesNotice, (notice) =>
    notice.getByRole('button', { name: messages.ok }).click(),
  );
  const photoFolder = mkdtempSync(join(tmpdir(), 'doorstep-field-'));
  const photos = {
    portrait: photoFile(photoFolder, await portraitPhoto(page, { noise: PHOTO_NOISE })),
    collected: photoFile(photoFolder, await plainPhoto(page, 'collected.png')),
  };
  return { context, page, photos, photoFolder };
}
