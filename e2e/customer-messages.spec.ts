// The admins' Messages tab at a desk (1280×800): a job the gateway accepted as complete has exactly one
// "Delivered" message, to the customer's number masked, saying when it was delivered and who signed; a driver
// never sees the tab. Whether it was kept at once or is held by the quiet hours depends on the hour the
// test runs, so both are accepted (the quiet hours themselves are tested on fixed clocks).
import { apiPaths } from '@domain/gateway/api-shapes';
import { todayIso } from '@domain/time/dates';
import { demoAdmin } from '@server/seed/demo-accounts';
import { expect, test } from './support/fresh-gateway';
import { accessTokenFor } from './support/gateway-calls';
import { gatewayJob } from './support/demo-jobs';
import { loginForOfflineWork } from './support/login';
import { openFromSearch } from './support/open-from-search';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test("an admin reads a completed job's customer messages on its Messages tab", async ({
  page,
  request,
  takeJobs,
}) => {
  const [job] = takeJobs(1);
  if (!job) throw new Error('no job');
  const planned = await gatewayJob(request, job.id);
  const number = planned.customer[0]?.contacts.find((c) => c.name === 'Mobile')?.number.trim() ?? '';
  expect(number.length).toBeGreaterThan(5);

  const token = await accessTokenFor(request, demoAdmin);
  const completed = await request.post(apiPaths.adminJobUpdate, {
    headers: { authorization: `Bearer ${token}`, branch: demoAdmin.branch, driverid: demoAdmin.driverid },
    data: {
      id: job.id,
      job_outcome_status: 1,
      job_outcome_time: `${todayIso()}T10:15:00`,
      signed_by: 'A Customer',
    },
  });
  expect(completed.status()).toBe(200);

  await loginForOfflineWork(page, demoAdmin);
  await openFromSearch(page, job);
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.id}/messages$`));
  const list = page.getByRole('list', { name: 'Customer messages' });
  const delivered = list.getByRole('listitem').filter({ hasText: /^Delivered/ });
  await expect(delivered).toHaveCount(1);
  await expect(delivered).toContainText(
    'Doorstep Trafford Park: your order was delivered at 10:15, signed for by A Customer. Thank you.',
  );
  await expect(delivered).toContainText(
    /Kept for the office \(no provider\)|Held until 08:00 \(quiet hours\)/,
  );
  const masked = `${number.slice(0, 2)}`;
  await expect(delivered.getByRole('definition').first()).toHaveText(
    new RegExp(`^${masked}[•\\s]+${number.slice(-3)}$`),
  );
  await expect(list).not.toContainText(number);
  // Each kind at most once.
  for (const kind of ['Delivery window', 'On the way', 'Arriving', 'Delivered', 'Not delivered'])
    expect(
      await list
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${kind}`) })
        .count(),
    ).toBeLessThanOrEqual(1);
});
