import { expect, test } from '@playwright/test';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const DIST = new URL('../../dist/', import.meta.url).pathname;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };

/** A plain static host that serves the built folder under /some/sub/path/ and nothing at its root. */
let host: Server;
let base: string;
test.beforeAll(async () => {
  host = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
    if (!path.startsWith('/some/sub/path/')) return void response.writeHead(404).end();
    let file = normalize(join(DIST, path.slice('/some/sub/path/'.length)));
    if (!file.startsWith(DIST)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}/some/sub/path/`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

test('the built app works from a sub-path of a plain static host', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => response.status() === 404 && missing.push(response.url()));
  await page.goto(base);
  await page.getByRole('link', { name: 'Watch a bot play Game of 24' }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('Solved in 1 answer!')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Runs' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Game of 24' })).toContainText('finished');
  expect(missing).toEqual([]);
});
