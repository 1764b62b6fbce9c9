import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RECORD_CHARS, type ChatMessage, type EpisodeRecord, type ModelCallEvent } from '../../src/core/record';
import { RecordFile } from '../../src/cli/records';
import { MAX_REPLY_CHARS } from '../../src/engines/openai';
import { openDatabase } from '../../src/store/db';
import { importFile } from '../../src/store/import';
import { answerAvalon } from '../avalon-model';
import { startScriptedServer } from '../openai-server';
import { cli, outFile } from './run-cli';

afterEach(() => vi.restoreAllMocks());

describe('the records file of a command-line run', () => {
  it('writes lines longer than its reused block whole and in order, without a warning', async () => {
    const warnings = vi.spyOn(process, 'emitWarning');
    const path = await outFile();
    const count = 60;
    const file = new RecordFile(path, Array.from({ length: count }, (_, i) => i));
    // Each line is larger than the block lines are encoded into, so each is encoded on its own.
    const pad = 'x'.repeat(64 * 1024);
    for (let index = 0; index < count; index++) await file.ended({ index, pad } as unknown as EpisodeRecord);
    await file.close();
    expect(warnings.mock.calls.map(([warning]) => String(warning))).toEqual([]);
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line).index)).toEqual(Array.from({ length: count }, (_, i) => i));
  });

  it('gathers records into few writes, yet a record that waits alone reaches the file before the run closes it', async () => {
    const path = await outFile();
    const file = new RecordFile(path, [0, 1]);
    file.ended({ index: 0 } as unknown as EpisodeRecord);
    // No other record comes (a model is thinking): the waiting one is written of itself, soon.
    await expect.poll(() => readFile(path, 'utf8'), { timeout: 60_000 }).toBe('{"index":0}\n');
    file.ended({ index: 1 } as unknown as EpisodeRecord);
    await file.close();
    expect(await readFile(path, 'utf8')).toBe('{"index":0}\n{"index":1}\n');
  });

  it('reports a full disk when the records waiting are written, at the latest as the run closes its file', async () => {
    const file = new RecordFile('/dev/full', [0]);
    file.ended({ index: 0 } as unknown as EpisodeRecord);
    await expect(file.close()).rejects.toThrow('/dev/full cannot be written: the disk is full.');
  });

  it('keeps a record of padded replies within what --resume and import read, the replies cut and marked cut', async () => {
    // Every reply padded past the reply limit with characters that JSON writes as six each.
    const server = await startScriptedServer((request) => ({ text: answerAvalon(request.messages as ChatMessage[]) + '\u0001'.repeat(MAX_REPLY_CHARS), pieces: 2 }));
    try {
      const out = await outFile();
      const options = ['run', '--game', 'avalon', '--variant', 'discussion', '--player', 'llm:m', '--base-url', server.baseUrl, '--protocol', 'json', '--episodes', '1'];
      const played = await cli(...options, '--out', out);
      expect(played.code, played.stderr).toBe(0);
      const text = await readFile(out, 'utf8');
      expect(text.length).toBeLessThanOrEqual(MAX_RECORD_CHARS + 1);
      const record = JSON.parse(text) as EpisodeRecord;
      const calls = record.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
      expect(calls[0]).toMatchObject({ finishReason: 'length' });
      expect(calls[0]!.text).toHaveLength(MAX_REPLY_CHARS);
      expect(record.events.some((e) => e.type === 'invalid' && e.cut)).toBe(true);

      const resumed = await cli(...options, '--resume', out);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(await importFile(await openDatabase(`records-${Math.random()}`), new Blob([text]))).toMatchObject({ episodes: 1 });
    } finally {
      await server.close();
    }
  });
});
