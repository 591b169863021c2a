/**
 * The report's timeline as a picture (field-test/timeline.png): REPORT.html opened from its file in a
 * desktop-sized page, the chart drawn by uPlot, and its element photographed. docs/field-test.md shows one.
 */
import { expect, type Browser } from '@playwright/test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reportDir } from './write-report';

/** Photographs the report's timeline; answers the picture's path. */
export async function drawTimelinePicture(browser: Browser, report: string): Promise<string> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 }, deviceScaleFactor: 1 });
  try {
    await page.goto(pathToFileURL(report).href);
    const timeline = page.locator('#timeline');
    await expect(timeline.locator('canvas').first()).toBeVisible();
    const picture = join(reportDir, 'timeline.png');
    await timeline.screenshot({ path: picture });
    return picture;
  } finally {
    await page.close();
  }
}
