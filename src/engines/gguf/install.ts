/**
 * Installs node-llama-cpp with only this machine's CPU build: `npm run setup:gguf`. A plain
 * `npm install node-llama-cpp` adds every GPU build for the platform as well (about 730 MB
 * instead of 83), and `--omit=optional` in the app's own folder would remove the app's other
 * optional packages (Vite's native bindings). So it goes to a folder of its own under
 * node_modules/.cache, linked as node_modules/node-llama-cpp; `npm ci` clears both.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { NODE_LLAMA_CPP_VERSION as VERSION } from './engine';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LINK = join(ROOT, 'node_modules', 'node-llama-cpp');
const FOLDER = join(ROOT, 'node_modules', '.cache', `node-llama-cpp-${VERSION}`);

/** node-llama-cpp's package of prebuilt CPU binaries for this platform. */
function cpuBuild(): string {
  const os = { darwin: 'mac', win32: 'win' }[process.platform as string] ?? process.platform;
  const arch = process.arch === 'arm' ? 'armv7l' : process.arch;
  return `@node-llama-cpp/${os}-${arch}${os === 'mac' && arch === 'arm64' ? '-metal' : ''}@${VERSION}`;
}

async function installedVersion(): Promise<string | undefined> {
  try {
    return (JSON.parse(await readFile(join(LINK, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** Installs node-llama-cpp unless a version of it is there; says what it found or did. */
export async function installNodeLlamaCpp(): Promise<{ installed: boolean; text: string }> {
  const found = await installedVersion();
  if (found) return { installed: false, text: `node-llama-cpp ${found} is installed${found === VERSION ? '' : `; Fogplay is tested with ${VERSION}`}.` };
  await mkdir(FOLDER, { recursive: true });
  await writeFile(join(FOLDER, 'package.json'), '{ "private": true }\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await promisify(execFile)(
    npm,
    ['install', '--prefix', FOLDER, '--omit=optional', '--no-package-lock', '--no-audit', '--no-fund', `node-llama-cpp@${VERSION}`, cpuBuild()],
    { shell: process.platform === 'win32' },
  );
  await rm(LINK, { recursive: true, force: true });
  const target = join(FOLDER, 'node_modules', 'node-llama-cpp');
  // Windows links folders as junctions, which take absolute paths only.
  await symlink(process.platform === 'win32' ? target : relative(dirname(LINK), target), LINK, 'junction');
  return { installed: true, text: `Installed node-llama-cpp ${VERSION} with ${cpuBuild()} in ${FOLDER}.` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  installNodeLlamaCpp().then(
    ({ text }) => console.log(text),
    (error: unknown) => {
      console.error(`Could not install node-llama-cpp: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
