// Renders the small JPEG photos the e2e suite hands to photo inputs (e2e/fixtures/*.jpg) with the
// system Chromium. Run once after changing them: `npx tsx scripts/make-photo-fixtures.ts`.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium-path';

const fixturesDir = fileURLToPath(new URL('../e2e/fixtures/', import.meta.url));

/** Each fixture: file name, pixel size and what it shows. */
const photos = [
  { file: 'front-door.jpg', width: 320, height: 240, colour: '#8a3b12', caption: 'Front door' },
  { file: 'hazard.jpg', width: 240, height: 320, colour: '#b7791f', caption: 'Hazard' },
  { file: 'access.jpg', width: 320, height: 240, colour: '#2f6f4f', caption: 'Access' },
];

await mkdir(fixturesDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const photo of photos) {
    const page = await browser.newPage({ viewport: { width: photo.width, height: photo.height } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${photo.width}px;height:${photo.height}px;` +
        `display:grid;place-items:center;background:${photo.colour};color:#fff;` +
        `font:700 32px system-ui,sans-serif">${photo.caption}</body></html>`,
    );
    await page.screenshot({ path: `${fixturesDir}${photo.file}`, type: 'jpeg', quality: 80 });
    await page.close();
  }
} finally {
  await browser.close();
}
