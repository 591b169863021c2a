// Delivery report validation on a phone (the messages of product rule 5.5): after a failed Continue each message shows in the
// item at fault (the property issue, or the item's own card), not at the foot of the page, and focus moves to
// the first item's messages.
import { messages } from '@domain/app/messages';
import { demoDriver } from '@server/seed/demo-accounts';
import { passRiskAssessment } from './support/completion';
import { gatewayJob } from './support/demo-jobs';
import { expect, test } from './support/fresh-gateway';
import { loginAs } from './support/login';

const PROPERTY = "the customer's property";

test('each delivery report message shows beside its item, and focus moves to the first', async ({
  page,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  const description = (await gatewayJob(request, job!.id)).products[0]!.description;
  await loginAs(page, demoDriver);
  await passRiskAssessment(page, job!.id);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job!.id}/delivery-report$`));
  await page.getByRole('button', { name: messages.reportAnIssue }).click();

  // An item issue with sub-reasons, no comment and no photo: three messages, all for the item.
  const itemIssue = page.getByRole('group', { name: `Issue with ${description}` });
  await itemIssue.getByRole('radio', { name: 'Damaged' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const item = page.getByRole('listitem').filter({ has: itemIssue });
  const itemProblems = item.getByRole('alert');
  await expect(itemProblems.getByRole('listitem')).toHaveText([
    messages.selectProductSubReason('Damaged'),
    messages.commentRequired(description),
    messages.damagePhotoRequired(description),
  ]);
  await expect(itemProblems).toBeFocused();
  // Beside the item: inside its card, just above its reasons, and no list of messages elsewhere.
  await expect(page.getByRole('alert')).toHaveCount(1);
  const problemsBox = await itemProblems.boundingBox();
  const reasonsBox = await itemIssue.boundingBox();
  expect(reasonsBox!.y - (problemsBox!.y + problemsBox!.height)).toBeLessThan(48);
  await expect(page).toHaveURL(new RegExp(`/job/${job!.id}/delivery-report$`));

  // A property issue with sub-reasons comes first on the page: its message shows there and takes the focus.
  const propertyIssue = page.getByRole('group', { name: `Issue with ${PROPERTY}` });
  await propertyIssue.getByRole('radio', { name: 'Damage to customer property' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const propertyProblems = page
    .getByRole('alert')
    .filter({ hasText: messages.selectPropertySubReason('Damage to customer property') });
  await expect(propertyProblems).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(2);
  const propertyBox = await propertyProblems.boundingBox();
  const propertyReasons = await propertyIssue.boundingBox();
  expect(propertyReasons!.y - (propertyBox!.y + propertyBox!.height)).toBeLessThan(48);

  // Fixing the item takes its messages away as the driver goes; the photo is still to take.
  await page
    .getByRole('group', { name: 'Reason for Damaged' })
    .getByRole('radio', { name: 'Scratched' })
    .check();
  await page.getByLabel(`Comment for ${description}`).fill('Scratch on the left arm.');
  await expect(item.getByRole('alert').getByRole('listitem')).toHaveText([
    messages.damagePhotoRequired(description),
  ]);
});
