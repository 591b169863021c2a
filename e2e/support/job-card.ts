/** The job list's card of a job, found through its van's section. */
import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '@domain/app/messages';

/** The job's card on the list, with its van expanded. */
export async function jobCard(page: Page, vehicle: string, customerName: string): Promise<Locator> {
  const van = page.getByRole('button', { name: new RegExp(`^${messages.van(vehicle)}`) });
  await expect(van).toBeVisible();
  if ((await van.getAttribute('aria-expanded')) !== 'true') await van.click();
  return page.getByRole('link', { name: new RegExp(customerName) });
}
