// Proof of delivery end to end (product rules 2.12, 2.13, 2.16, 4.11, 5.4 and 7.6) in a phone against the real gateway and its object store:
// a delivery with a property issue and a furniture issue (every delivery report message shown, a pen stroke
// drawn in the photo editor) and a collection (every signature message shown), each with the 12 MP portrait
// photo set through setInputFiles; then the gateway holds the completed job and the store each photo once,
// within 800×800 and upright, and the signature as a JPEG. The first walk also proves the screens it visits
// (login, job list, risk assessment, delivery report, photo editor, signature) break no rule of the CSP.
import { expect } from '@playwright/test';
import { test } from './support/test-within-a-day';
import { JobOutcomeStatus } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { PRODUCT_OUTCOME_DELIVERED, PRODUCT_OUTCOME_NOT_DELIVERED } from '@domain/completion/product-outcome';
import { demoDriver } from '@server/seed/demo-accounts';
import { waitForCompletedJob } from './support/completed-job';
import {
  addGalleryPhoto,
  drawStroke,
  passRiskAssessment,
  settleSaveNotice,
  signOnPad,
} from './support/completion';
import { watchCspViolations } from './support/csp-violations';
import { todaysJob } from './support/demo-jobs';
import { loginAs } from './support/login';
import { waitForJobObjects } from './support/object-store-contents';
import { plainPhoto, portraitPhoto } from './support/photo-fixtures';
import { inspectObjects, isUprightPortrait, signaturesAndPhotos, withPurpose } from './support/stored-photos';

const PROPERTY = "the customer's property";

test('a delivery with a property issue and a furniture issue: every message, an edited photo, then stored once', async ({
  page,
  request,
}) => {
  // demo.driver's service call of today (type 1, OAKWORKS reason codes); no other spec touches it.
  const { job } = todaysJob(12);
  const product = job.products[0]!;
  const cspViolations = await watchCspViolations(page);
  const portrait = await portraitPhoto(page);
  const plain = await plainPhoto(page);
  await loginAs(page, demoDriver);
  await passRiskAssessment(page, job.id);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/delivery-report$`));

  await page.getByRole('button', { name: messages.reportAnIssue }).click();
  await expect(page.getByRole('button', { name: messages.cancelReport })).toBeVisible();
  await page
    .getByRole('group', { name: `Issue with ${PROPERTY}` })
    .getByRole('radio', { name: 'Property damaged during delivery' })
    .check();
  await page
    .getByRole('group', { name: `Issue with ${product.description}` })
    .getByRole('radio', { name: 'Item damaged' })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const problems = page.getByRole('alert').getByRole('listitem');
  await expect(problems).toHaveText([
    messages.selectPropertySubReason('Property damaged during delivery'),
    messages.propertyDamagePhoto,
    messages.selectProductSubReason('Item damaged'),
    messages.commentRequired(product.description),
    messages.damagePhotoRequired(product.description),
  ]);
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/delivery-report$`));

  // The property issue: a sub-reason, then the photo its reason needs (the portrait photo).
  await page
    .getByRole('group', { name: 'Reason for Property damaged during delivery' })
    .getByRole('radio', { name: 'Paintwork' })
    .check();
  await addGalleryPhoto(page, 'Add photo of property damage', portrait, 'photo of property damage');
  await expect(problems).toHaveText([
    messages.selectProductSubReason('Item damaged'),
    messages.commentRequired(product.description),
    messages.damagePhotoRequired(product.description),
  ]);

  // The furniture issue, level by level: Torn fabric asks for its own sub-reason.
  await page
    .getByRole('group', { name: 'Reason for Item damaged' })
    .getByRole('radio', { name: 'Torn fabric' })
    .check();
  await expect(problems.first()).toHaveText(messages.selectProductSubReason('Torn fabric'));
  await page
    .getByRole('group', { name: 'Reason for Torn fabric' })
    .getByRole('radio', { name: 'Large tear' })
    .check();
  await page.getByLabel(`Comment for ${product.description}`).fill('Fabric torn on the left arm.');
  await expect(problems).toHaveText([messages.damagePhotoRequired(product.description)]);
  const damage = await addGalleryPhoto(
    page,
    `Add photo of damage to ${product.description}`,
    plain,
    `photo of damage to ${product.description}`,
  );
  await expect(problems).toHaveCount(0);

  // The photo editor: full screen, a stroke of the pen, Save.
  await damage.click();
  const editor = page.getByRole('dialog', { name: 'Photo editor' });
  await expect(editor).toBeVisible();
  // Full screen, no header: the editor covers the whole phone.
  expect(await editor.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize()! });
  const canvas = editor.getByRole('img', { name: /Draw on the photo/ });
  await expect(canvas).toBeVisible();
  await drawStroke(page, canvas);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));
  // The job is a service call (type 1 read as Service): it ends with the outcome of the call.
  await page
    .getByRole('group', { name: /^Outcome of the call/ })
    .getByLabel('Job Complete')
    .check();
  await page.getByLabel(/^Customer name/).fill('Rajesh Patel');
  await signOnPad(page, [0.15, 0.6, 0.85, 0.4]);
  await addGalleryPhoto(page, 'Add delivered photo', portrait, 'delivered photo');
  await page.getByRole('button', { name: 'Complete Delivery' }).click();
  await settleSaveNotice(page);
  await expect(page).toHaveURL(/\/job-list$/);
  expect(cspViolations(), 'no Content-Security-Policy violation on the way').toEqual([]);

  // The gateway: one update, the job complete with the issues, the photos linked.
  const { job: stored, updates } = await waitForCompletedJob(request, job.id);
  expect(updates).toHaveLength(1);
  expect(stored.delivery_job.damage_reason).toBe(2021);
  const storedProduct = stored.products.find((p) => p.id === product.id)!;
  expect(storedProduct.delivery_job).toMatchObject({ damage_reason: 2042, delivered_quantity: 0 });
  expect(storedProduct.outcome_status).toBe(PRODUCT_OUTCOME_NOT_DELIVERED);
  expect(stored.signed_by).toBe('Rajesh Patel');
  expect(stored.task_outcome_status).toBe(1);

  // The store: the property photo, the item's edited photo, the delivered photo and the signature, once each.
  const objects = await waitForJobObjects(request, job.id, 4);
  const inspected = await inspectObjects(page, request, objects);
  const { signatures, photos } = signaturesAndPhotos(inspected);
  expect(signatures).toHaveLength(1);
  expect(stored.signature).toContain(signatures[0]!.object.key);
  const [delivered] = withPurpose(photos, job.id, 'delivered');
  expect(delivered && isUprightPortrait(delivered)).toBe(true);
  const damagePhotos = withPurpose(photos, job.id, 'damage');
  expect(damagePhotos).toHaveLength(2);
  expect(damagePhotos.filter(isUprightPortrait)).toHaveLength(1);
  const edited = damagePhotos.find((photo) => !isUprightPortrait(photo))!;
  expect(edited.report).toMatchObject({ width: 640, height: 480 });
  expect(edited.report.colourPixels, 'the pen stroke is in the saved photo').toBeGreaterThan(200);
  // The job's gallery links every stored photo once, each uploaded ('down').
  const gallery = stored.job_activity_gallery ?? [];
  expect(gallery.every((image) => image.status === 'down')).toBe(true);
  const linked = gallery.map(
    (image) => photos.find((photo) => image.uri.includes(photo.object.key))?.object.key,
  );
  expect(linked.sort()).toEqual(photos.map((photo) => photo.object.key).sort());
});

test('a collection: Select All, every signature message, then the job and its photo reach the gateway', async ({
  page,
  request,
}) => {
  const { job } = todaysJob(2);
  const product = job.products[0]!;
  const portrait = await portraitPhoto(page);
  await loginAs(page, demoDriver);
  await passRiskAssessment(page, job.id);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/collection-report$`));

  const collected = page.getByRole('checkbox', { name: `Collected ${product.description}` });
  await expect(collected).not.toBeChecked();
  await page.getByRole('checkbox', { name: messages.selectAll }).check();
  await expect(collected).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/signature$`));

  const complete = page.getByRole('button', { name: 'Complete Collection' });
  const name = page.getByLabel(/^Customer name/);
  const message = page.getByRole('alert');
  await complete.click();
  await expect(message).toHaveText(messages.signatureNameAndPhotoMissing);
  await name.fill('J');
  await complete.click();
  await expect(message).toHaveText(messages.signatureNameAndPhotoMissing);
  await name.fill('Jo Bloggs');
  await complete.click();
  await expect(message).toHaveText(messages.signaturePhotoMissing);
  await name.fill('');
  await addGalleryPhoto(page, 'Add collection photo', portrait, 'collection photo');
  await complete.click();
  await expect(message).toHaveText(messages.signatureNameMissing);
  await name.fill('Jo Bloggs');
  await signOnPad(page);
  await complete.click();
  await settleSaveNotice(page);
  await expect(page).toHaveURL(/\/job-list$/);

  const { job: stored, updates } = await waitForCompletedJob(request, job.id);
  expect(updates).toHaveLength(1);
  expect(stored.job_outcome_status).toBe(JobOutcomeStatus.JobComplete);
  expect(stored.delivery_job.is_collected).toBe(true);
  const storedProduct = stored.products.find((p) => p.id === product.id)!;
  expect(storedProduct.delivery_job.delivered_quantity).toBe(1);
  expect(storedProduct.outcome_status).toBe(PRODUCT_OUTCOME_DELIVERED);

  const objects = await waitForJobObjects(request, job.id, 2);
  const { signatures, photos } = signaturesAndPhotos(await inspectObjects(page, request, objects));
  expect(signatures).toHaveLength(1);
  expect(stored.signature).toContain(signatures[0]!.object.key);
  expect(photos).toHaveLength(1);
  expect(isUprightPortrait(photos[0]!)).toBe(true);
});
