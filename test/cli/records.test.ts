import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeRecord } from '../../src/core/record';
import { RecordFile } from '../../src/cli/records';

afterEach(() => vi.restoreAllMocks());

describe('the records file of a command-line run', () => {
  it('waits for the disk as often as it must without adding a listener at each wait', async () => {
    const warnings = vi.spyOn(process, 'emitWarning');
    const path = join(await mkdtemp(join(tmpdir(), 'fogplay-')), 'runs.jsonl');
    const count = 60;
    const file = new RecordFile(path, Array.from({ length: count }, (_, i) => i));
    // Each line is larger than the stream's buffer, so every write waits for a drain.
    const pad = 'x'.repeat(64 * 1024);
    for (let index = 0; index < count; index++) await file.ended({ index, pad } as unknown as EpisodeRecord);
    await file.close();
    expect(warnings.mock.calls.map(([warning]) => String(warning))).toEqual([]);
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line).index)).toEqual(Array.from({ length: count }, (_, i) => i));
  });
});
