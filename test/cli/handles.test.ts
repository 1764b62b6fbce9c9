import { WriteStream } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/cli/run';
import { outFile } from './run-cli';

afterEach(() => vi.restoreAllMocks());

const listeners = (emitter: NodeJS.EventEmitter) => emitter.eventNames().reduce((n, name) => n + emitter.listenerCount(name), 0);
/** The listeners on the process and its standard streams. */
const processListeners = () => listeners(process) + listeners(process.stdout) + listeners(process.stderr);
/**
 * The process's handles counted by type (files, pipes, sockets), and with `timers` its timers too.
 * Pending requests (a write on its way) are left out: there are as many as the moment has.
 */
function resources(timers: boolean): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const type of process.getActiveResourcesInfo()) if (!/Req/.test(type) && (timers || type !== 'Timeout')) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

/**
 * Runs the command line's `run` in this process, sampling at every write to the records file the
 * listeners on that file's stream and on the process, and the most of each kind of handle.
 */
async function sampledRun(episodes: number) {
  const most = { stream: 0, process: 0, resources: {} as Record<string, number> };
  const write = WriteStream.prototype.write;
  vi.spyOn(WriteStream.prototype, 'write').mockImplementation(function (this: WriteStream, ...args: Parameters<WriteStream['write']>) {
    most.stream = Math.max(most.stream, listeners(this));
    most.process = Math.max(most.process, processListeners());
    for (const [type, n] of Object.entries(resources(true))) most.resources[type] = Math.max(most.resources[type] ?? 0, n);
    return write.apply(this, args);
  });
  let printed = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => ((printed += String(text)), true));
  await run(['--game', 'guess-number', '--variant', 'early-stop', '--player', 'bot:random-consistent', '--episodes', String(episodes), '--out', await outFile()]);
  vi.restoreAllMocks();
  expect(printed).toContain(`Episodes: ${episodes}`);
  return most;
}

describe('a long command-line run', () => {
  // A few thousand episodes take a minute on a busy machine: more than the default timeout allows.
  it('holds no more listeners or handles over four times the episodes, and leaves none behind', { timeout: 600_000 }, async () => {
    // The test runner's own timers come and go: only handles are compared before and after.
    const before = { process: processListeners(), resources: resources(false) };
    const short = await sampledRun(500);
    const long = await sampledRun(2_000);
    // The records file waits for the disk in the long run and not in the short one (a record is about 1 kB, its buffer 1 MB).
    expect(long).toEqual(short);
    expect({ process: processListeners(), resources: resources(false) }).toEqual(before);
  });
});
