/** Shared steps of the end-to-end tests on the Play page. */
import type { Page } from '@playwright/test';

/**
 * Points the Play page's model seats at an OpenAI-compatible server: fills its base URL and
 * model name, and clicks "Use this server". A seat must already be set to "A language model".
 */
export async function useServerModel(page: Page, baseUrl: string, model = 'tiny-test') {
  await page.getByLabel('Base URL').fill(baseUrl);
  await page.getByLabel('Model name').fill(model);
  await page.getByRole('button', { name: 'Use this server' }).click();
}
