/** Opening a site page the way a visitor uses it: once it is interactive (hydrated), not merely painted. */
import { expect, type Page, type Response } from '@playwright/test';

/**
 * The prerendered page paints before its code runs; a click in between does nothing, as for a visitor.
 * Tests that act on the page wait for the top bar's mark that the page is hydrated.
 */
export async function gotoSite(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await expect(page.locator('header[data-interactive]')).toBeAttached();
  return response;
}
