/**
 * `npm run classroom`'s server (the built app, with its relay) at a host name Chromium maps to this
 * machine, so no network is needed: a page there is not a secure context (no Web Locks, no service
 * worker), as on a phone that opens `http://192.168.1.20:5173/`. Called at a spec's top level: it
 * sets the spec's browser and starts the server before its tests.
 */
import { test } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { findChromium, QUIET } from './chromium';

/** Starts the server for the spec's tests; what it returns gives a page's address at the classroom's host name. */
export function classroomHost(): (hash: string) => string {
  test.use({ launchOptions: { executablePath: findChromium(), args: [...QUIET, '--host-resolver-rules=MAP classroom.test 127.0.0.1'] } });
  let server: PreviewServer;
  test.beforeAll(async () => {
    // The server answers a host name only when told to: a phone names an address.
    server = await preview({ configFile: 'vite.config.ts', preview: { host: '127.0.0.1', port: 0, open: false, allowedHosts: ['classroom.test'] }, logLevel: 'silent' });
  });
  test.afterAll(() => server.close());
  return (hash) => `http://classroom.test:${(server.httpServer.address() as { port: number }).port}/${hash}`;
}
