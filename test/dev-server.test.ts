/**
 * The development server serves every file of the project folder and opens files in the editor on
 * request: `npm start` holds it to this computer, and only the built app (`npm run classroom`)
 * is served to the network.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { devHostProblem } from '../vite.config';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
/** The `--host` a script gives Vite: true for a bare `--host` (every address), undefined for none. */
const hostOf = (script: string): string | true | undefined => {
  const match = /--host(?:[ =]([^\s-][^\s]*))?/.exec(script);
  return match ? (match[1] ?? true) : undefined;
};

describe('the development server', () => {
  it('listens on this computer only, and says why and what serves a class otherwise', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', undefined]) expect(devHostProblem(host)).toBeNull();
    expect(devHostProblem(true)).toBe(
      'The development server listens on this computer only, not at every address: it serves every file of the project folder and opens files in the editor on request. To serve Fogplay to a class, run npm run classroom, which serves the built app alone.',
    );
    for (const host of ['0.0.0.0', '192.168.1.20', '::']) expect(devHostProblem(host)).toMatch(new RegExp(`not at ${host.replace(/\./g, '\\.')}:`));
  });

  it('is what npm start serves, on this computer; npm run classroom serves the built app to the network', () => {
    expect(scripts.start).toMatch(/^vite (?!preview)/);
    expect(devHostProblem(hostOf(scripts.start!))).toBeNull();
    expect(scripts.classroom).toMatch(/vite build .*&& vite preview --host /);
    // The build says nothing unless it fails: the address the preview prints is what a teacher sees.
    expect(scripts.classroom).toMatch(/^vite build --logLevel error &&/);
    expect(hostOf(scripts.classroom!)).toBe(true);
  });

  it('refuses to start on the network', async () => {
    await expect(createServer({ configFile: 'vite.config.ts', server: { host: true, port: 0 }, logLevel: 'silent' })).rejects.toThrow(/^The development server listens on this computer only/);
  });
});
