/** Shared steps of the end-to-end tests on the Play page. */
import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { EpisodeRecord } from '../../src/core/record';
import { validateEpisode } from '../schema';

/**
 * Points the Play page's model seats at an OpenAI-compatible server: fills its base URL and
 * model name, and clicks "Use this server". A seat must already be set to "A language model".
 */
export async function useServerModel(page: Page, baseUrl: string, model = 'tiny-test') {
  await page.getByLabel('Base URL').fill(baseUrl);
  await page.getByLabel('Model name').fill(model);
  await page.getByRole('button', { name: 'Use this server' }).click();
}

/** Opens the finished game's run page, exports it as JSON Lines, and returns the record, checked against the episode schema. */
export async function exported(page: Page): Promise<EpisodeRecord> {
  await page.getByRole('link', { name: 'Open this run' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this run (JSON Lines)' }).click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8')) as EpisodeRecord;
  expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  return record;
}

/**
 * The threads a CPU model runs on and why, as the Models page says it in a regular expression: one
 * thread, or more where a probe after loading found them no slower (the page is isolated here),
 * and why, which may hold a parenthesis (llama.cpp's words where more threads failed to run).
 */
export const THREADS = '(?:one thread|\\d+ threads): (?:[^()]|\\([^()]*\\))+';
