// The evidence record, end to end in Debian Chromium against the real gateway: a driver completes a
// delivery with a property issue, an annotated photo and a signature with no signal (having arrived 20 m
// from the customer); it syncs on reconnect; the driver's Evidence view works offline; the admin opens a
// not-started job's record from /incomplete, then finds the delivered job by the customer's postcode and
// sees every piece (names, risk assessment answers, items planned and delivered, arrival, position at
// completion, reason path, signature, annotated photo, received-at), prints it to PDF with the signature and
// each photo embedded at its own pixel size, and the footer's digest verifies. A driver and an admin of other
// branches get 404 from the gateway and are refused in the app.
import { evidenceMessages } from '@domain/evidence/evidence-messages';
import { apiPaths } from '@domain/gateway/api-shapes';
import { demoAdmin, demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { arrivalReceived, arrivalWording, standAtCustomer } from './support/arrival-at-customer';
import { officeOf } from './support/chaos-office';
import { gatewayJob } from './support/demo-jobs';
import { earlierJob } from './support/earlier-jobs';
import {
  deliverOfflineWithEvidence,
  EVIDENCE_SIGNED_BY,
  PROPERTY_REASON_PATH,
} from './support/evidence-work';
import { expect, test } from './support/fresh-gateway';
import { accessTokenFor } from './support/gateway-calls';
import { backToIncomplete, openEvidenceFromIncomplete } from './support/incomplete-evidence';
import { openJobView } from './support/offline-work';
import { pdfPictures } from './support/pdf-images';
import { portraitPhoto } from './support/photo-fixtures';
import {
  completionPositionLine,
  deliveredInFull,
  expectItemRows,
  expectSafeRiskAnswers,
} from './support/evidence-page-checks';
import { pageOf, printedDigest, evidenceImageSizes, evidenceImagesLoaded } from './support/evidence-page';

const reasonPath = PROPERTY_REASON_PATH.join(' › ');

test('a delivery done offline: its evidence record for the driver, the admin, on paper, and for nobody else', async ({
  page,
  context,
  request,
  browser,
  baseURL,
  fresh,
  takeJobs,
}) => {
  test.setTimeout(180_000);
  const [job] = takeJobs(1);
  if (!job || !baseURL) throw new Error('no job');
  const photo = await portraitPhoto(page);
  // The phone stands 20 m from the customer: opening the job online sends the arrival heartbeat.
  const planned = await gatewayJob(request, job.id);
  const postcode = planned.customer[0]?.postcode ?? '';
  const items = deliveredInFull(planned);
  const db = fresh.gateway.db;
  const atCustomer = await standAtCustomer(context, db, baseURL, postcode);
  const { username } = demoDriver;
  await deliverOfflineWithEvidence(page, request, job, photo, () =>
    arrivalReceived(db, username, job.id, atCustomer),
  );
  await expect(page.locator('.sync-status > .sync-status__text').first()).toHaveText('', { timeout: 30_000 });

  // The driver's Evidence view: from the phone's own data, with no signal.
  await context.setOffline(true);
  await openJobView(page, job.id, 'overview');
  await page.getByRole('button', { name: 'Evidence' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/record$`));
  await expect(page.getByRole('heading', { name: /^Evidence record/ })).toBeVisible();
  await expect(page.getByText(EVIDENCE_SIGNED_BY)).toBeVisible();
  await expect(page.getByText(reasonPath).first()).toBeVisible();
  await expectSafeRiskAnswers(page);
  await expectItemRows(page, items);
  await context.setOffline(false);

  // The admin lands on /incomplete: a job not started yet opens its record too, with nothing recorded yet.
  const admin = await pageOf(browser, baseURL, demoAdmin);
  const notStarted = await openEvidenceFromIncomplete(admin, earlierJob(-1, 52).id);
  await expect(notStarted.getByText('Nothing has been recorded for this job yet.')).toBeVisible();
  await backToIncomplete(admin);

  // The admin finds the delivered job by the customer's postcode and opens its record.
  await admin.getByLabel('Job id, order number or customer postcode').fill(postcode.toLowerCase());
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin
    .getByRole('list', { name: 'Jobs found' })
    .getByRole('link', { name: new RegExp(job.id) })
    .click();
  await expect(admin).toHaveURL(new RegExp(`/job/${job.id}/record$`));
  await expect(admin.getByRole('heading', { name: /^Evidence record — job / })).toBeVisible();
  await expect(admin.getByText(postcode).first()).toBeVisible();
  await expect(admin.getByText(EVIDENCE_SIGNED_BY)).toBeVisible();
  await expect(admin.getByText(reasonPath).first()).toBeVisible();
  await expect(admin.getByText(/By: Driver .*\(demo\.driver\)/).first()).toBeVisible();
  await expectSafeRiskAnswers(admin);
  await expectItemRows(admin, items);
  await expect(admin.getByRole('button', { name: 'Signature: show full size' })).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Damage: Property' })).toBeVisible();
  await expect(admin.getByText('(annotated as saved)').first()).toBeVisible();
  // Arrival: the first position within 100 m of the customer, its time and distance.
  const arrival = admin.locator('.record-event--arrival');
  const arrived = await arrivalWording(db, username, job.id, atCustomer);
  await expect(arrival.getByRole('heading', { name: 'Arrival' })).toBeVisible();
  await expect(arrival.getByText(arrived.captured)).toBeVisible();
  await expect(arrival.getByText(arrived.line)).toBeVisible();
  const completedAt = await completionPositionLine(db, username, job.id, atCustomer);
  await expect(admin.locator('.record-event--outcome').getByText(completedAt)).toBeVisible();
  await expect(admin.getByText(evidenceMessages.mismatch)).toHaveCount(0);
  const proof = admin.locator('.record-event--proof');
  await expect(proof.getByText('Not at the office yet')).toHaveCount(0);
  await expect(proof.getByText(/^Received$/).first()).toBeVisible();
  await evidenceImagesLoaded(admin, 3);
  const shown = await evidenceImageSizes(admin);
  expect(shown.map((image) => image.name).sort()).toEqual(['Damage: Property', 'Delivered', 'Signature']);

  // Full size in an accessible dialog.
  await admin.getByRole('button', { name: 'Signature: show full size' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Signature' });
  await expect(dialog.getByRole('img', { name: 'Signature' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Printed to PDF: the signature and each photo are in it, at their own pixel sizes (soft masks, the
  // transparency of an image, are not pictures); nothing else is; no app chrome.
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.locator('.app-header')).toBeHidden();
  const pdf = await admin.pdf({ format: 'A4', printBackground: true });
  await test.info().attach('evidence-record.pdf', { body: pdf, contentType: 'application/pdf' });
  const sizes = (images: readonly { width: number; height: number }[]) =>
    images.map(({ width, height }) => `${width}×${height}`).sort();
  expect(sizes(pdfPictures(pdf)), 'the PDF’s pictures by pixel size').toEqual(sizes(shown));
  await admin.emulateMedia({ media: 'screen' });

  // The printed digest verifies against the record held now; another does not.
  const digest = await printedDigest(admin);
  const verifyField = admin.getByLabel('Verify a printed record');
  await verifyField.fill(digest.toUpperCase());
  await admin.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText(evidenceMessages.digestMatches)).toBeVisible();
  // Another digest: the last hex digit changed (a digest ending in 0 gets a 1, any other a 0).
  await verifyField.fill(`${digest.slice(0, 63)}${digest.endsWith('0') ? '1' : '0'}`);
  await admin.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText(evidenceMessages.digestDiffers)).toBeVisible();

  // Nobody of another branch: refused at the gateway, and told so in the app.
  const otherAdmin = await officeOf(fresh.gateway.db, demoDriver2);
  for (const account of [demoDriver2, otherAdmin]) {
    const token = await accessTokenFor(request, account);
    const headers = { authorization: `Bearer ${token}`, branch: account.branch, driverid: account.driverid };
    const answer = await request.get(apiPaths.jobEvidence(job.id), { headers });
    expect(answer.status(), `${account.username}'s record call`).toBe(404);
    const other = await pageOf(browser, baseURL, account);
    await other.goto(`/job/${job.id}/record`);
    const refusal = account === demoDriver2 ? evidenceMessages.notOnPhone : evidenceMessages.notFound;
    await expect(other.getByRole('alert')).toHaveText(refusal);
    await other.context().close();
  }
  await admin.context().close();
});
