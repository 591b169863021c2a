// Renders public/logo.svg to the PNG app icons in public/ with the system Chromium.
// Run once after changing the logo: `node scripts/make-icons.mjs` (CHROME_PATH overrides the browser).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const BRAND_BACKGROUND = '#0b3d5c';

/** Each icon: file name, pixel size, and how much of the square the logo fills on what background. */
const icons = [
  { file: 'icon-192.png', size: 192, logoScale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, logoScale: 1, background: 'transparent' },
  // Maskable icons are cropped to a circle of 80% diameter; keep the mark inside it on a full-bleed background.
  { file: 'icon-maskable-512.png', size: 512, logoScale: 0.8, background: BRAND_BACKGROUND },
  { file: 'apple-touch-icon.png', size: 180, logoScale: 0.8, background: BRAND_BACKGROUND },
];

const svg = await readFile(`${publicDir}logo.svg`, 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const logoPx = Math.round(icon.size * icon.logoScale);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;` +
        `display:grid;place-items:center;background:${icon.background}">` +
        `<div style="width:${logoPx}px;height:${logoPx}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>` +
        `</body></html>`,
    );
    await page.screenshot({
      path: `${publicDir}${icon.file}`,
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
    console.log(`wrote public/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
