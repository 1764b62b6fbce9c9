/**
 * A real model plays from the command line: the generated tiny GGUF on this machine's CPU through
 * node-llama-cpp (`llm:gguf:PATH`), its moves held to the protocol's grammar or JSON schema.
 */
import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord, ModelCallEvent } from '../../src/core/record';
import { tinyGguf, writeTinyGguf } from '../model/tiny-gguf';
import { validateEpisode } from '../schema';
import { cli, outFile, records } from './run-cli';

let model: string;
beforeAll(async () => {
  model = await writeTinyGguf(1);
});

const moves = (record: EpisodeRecord) => record.events.flatMap((e) => (e.type === 'move' ? [e.move] : []));

describe('the command line with a GGUF file', () => {
  it('plays whole Guess Number games under the grammar: every move legal, every call recorded, the same seed the same game', async () => {
    const play = async () => {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${model}`, '--protocol', 'paper-constrained',
        '--temperature', '1', '--max-tokens', '12', '--episodes', '2', '--seed', '5', '--out', out);
      expect(code, stderr).toBe(0);
      return (await records(out)) as EpisodeRecord[];
    };
    const first = await play();
    for (const record of first) {
      expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
      expect(record.status).toBe('finished');
      expect(record.players[0]).toMatchObject({ kind: 'llm', model: { engine: 'node-llama-cpp', id: 'tiny-1' }, settings: { protocol: 'paper-constrained' } });
      expect(record.events.filter((e) => e.type === 'invalid')).toEqual([]);
      for (const move of moves(record)) expect((move as { guess: string }).guess).toMatch(/^(?!.*(.).*\1)\d{4}$/);
      const calls = record.events.filter((e): e is ModelCallEvent => e.type === 'model-call');
      expect(calls).toHaveLength(moves(record).length);
      for (const call of calls) {
        expect(call.messages.at(-1)!.content).toMatch(/Guess: \[number\]/);
        expect(call.text).toMatch(/^Guess: \d{4}$/);
        expect(call.usage.completionTokens).toBeGreaterThan(0);
        expect(call.usage.timeToFirstTokenMs).toBeGreaterThanOrEqual(0);
        expect(call.latencyMs).toBeGreaterThan(0);
      }
    }
    const again = await play();
    expect(again.map(moves)).toEqual(first.map(moves));
  });

  it('plays a Game of 24 puzzle by the JSON protocol, its answer held to the schema', async () => {
    const out = await outFile();
    const { code, stderr } = await cli('run', '--game', 'game24', '--player', `llm:gguf:${model}`, '--protocol', 'json', '--max-tokens', '48', '--seed', '2', '--out', out);
    expect(code, stderr).toBe(0);
    const [record] = (await records(out)) as EpisodeRecord[];
    expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
    expect(record!.events.filter((e) => e.type === 'invalid')).toEqual([]);
    const call = record!.events.find((e): e is ModelCallEvent => e.type === 'model-call')!;
    expect(() => JSON.parse(call.text)).not.toThrow();
    expect(record!.metrics).toMatchObject({ attempts: 1, modelQueries: 1 });
  });

  it('says what is wrong with a file that is not a whole model, with exit code 2', async () => {
    const broken = `${model}.broken.gguf`;
    await writeFile(broken, tinyGguf(1).slice(0, 4_000));
    const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${broken}`);
    expect(code).toBe(2);
    expect(stderr).toMatch(/broken\.gguf: .*The file is not a GGUF model, or it is damaged or incomplete/);
  });
});
