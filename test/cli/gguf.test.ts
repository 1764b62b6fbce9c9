/**
 * A real model plays from the command line: the generated tiny GGUF on this machine's CPU through
 * node-llama-cpp (`llm:gguf:PATH`), its moves held to the protocol's grammar or JSON schema.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { modelKey, modelNames } from '../../src/core/model-identity';
import type { EpisodeRecord, ModelCallEvent } from '../../src/core/record';
import { DIMENSIONS, tinyGguf, vocabularyLacking, writeTinyGguf } from '../model/tiny-gguf';
import { validateEpisode } from '../schema';
import { tempFolder } from '../temp';
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
      expect(record.players[0]).toMatchObject({ kind: 'llm', model: { engine: 'node-llama-cpp', id: 'tiny-1', quantization: 'Q8_0', architecture: 'llama' }, settings: { protocol: 'paper-constrained' } });
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

  it('knows two GGUFs of one name and other content as two models, and --resume refuses a file whose content changed', async () => {
    const files = [tinyGguf(1), tinyGguf(2)];
    const paths = await Promise.all(files.map(async (bytes) => {
      const path = join(await tempFolder('tinyA'), 'tinyA.gguf');
      await writeFile(path, bytes);
      return path;
    }));
    const options = ['--game', 'guess-number', '--protocol', 'paper-constrained', '--max-tokens', '12', '--seed', '5'];
    const outs: string[] = [];
    const players = [];
    for (const [i, path] of paths.entries()) {
      outs.push(await outFile());
      const { code, stderr } = await cli('run', ...options, '--player', `llm:gguf:${path}`, '--episodes', '1', '--out', outs[i]!);
      expect(code, stderr).toBe(0);
      const [record] = (await records(outs[i]!)) as EpisodeRecord[];
      expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
      expect(record!.players[0]!.name).toBe('tinyA');
      expect(record!.players[0]!.model).toEqual({
        engine: 'node-llama-cpp', id: 'tinyA', sha256: createHash('sha256').update(files[i]!).digest('hex'), bytes: files[i]!.length,
        quantization: 'Q8_0', architecture: 'llama', runtime: expect.stringMatching(/^llama\.cpp \S+$/),
      });
      players.push(record!.players[0]!);
    }
    const [a, b] = players as [EpisodeRecord['players'][number], EpisodeRecord['players'][number]];
    expect(modelKey(a)).not.toBe(modelKey(b));
    const names = modelNames(players);
    expect(names.get(modelKey(a))).toBe(`tinyA (${a.model!.sha256!.slice(0, 8)})`);
    expect(names.get(modelKey(b))).toBe(`tinyA (${b.model!.sha256!.slice(0, 8)})`);

    // The first run's file now holds the second model: its run cannot go on with it.
    await writeFile(paths[0]!, files[1]!);
    const again = await cli('run', ...options, '--player', `llm:gguf:${paths[0]}`, '--episodes', '2', '--resume', outs[0]!);
    expect(again.code).toBe(2);
    expect(again.stderr.split('\n')[0]).toBe(
      `--resume ${outs[0]}: the model file of seat player, tinyA.gguf, is not the one the run was played with: its SHA-256 is ${b.model!.sha256!.slice(0, 12)}…, ` +
        `and the run recorded ${a.model!.sha256!.slice(0, 12)}…. Give the file the run was played with, or start a new run with --out.`,
    );
    expect(await records(outs[0]!)).toHaveLength(1);
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

  it('names an architecture llama.cpp does not know, with exit code 2', async () => {
    const path = `${model}.fogbank.gguf`;
    await writeFile(path, tinyGguf(1, {}, { 'general.architecture': { type: 'string', value: 'fogbank' } }));
    const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${path}`);
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe(
      `${path}: tiny-1.gguf.fogbank.gguf is a model of the architecture “fogbank”, which this llama.cpp does not know. This model’s architecture is not one llama.cpp can run here: pick another model, e.g. SmolLM2, Qwen or Llama.`,
    );
  });

  it('refuses a vocabulary that cannot write the games’ characters before llama.cpp aborts on it, with exit code 2', async () => {
    const path = `${model}.no-digits.gguf`;
    await writeFile(path, tinyGguf(1, {}, vocabularyLacking('0123456789')));
    const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${path}`);
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toMatch(/no-digits\.gguf cannot write all of the text the games use: its vocabulary has no token for “0”, “1”/);
  });

  it('says in words when the model’s chat template cannot be rendered, and plays in the format node-llama-cpp has for it', async () => {
    // As Mistral's and Gemma 2's templates do on a conversation they do not take.
    const raising =
      "{% if messages|length > 2 %}{{ raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}{% endif %}" +
      "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}{% endfor %}";
    // node-llama-cpp's wrapper for a llama model: ChatML where the template shows ChatML's markers.
    for (const [name, template, why, wrapper] of [
      ['raising', raising, 'Conversation roles must alternate user/assistant/user/assistant/...', 'ChatML'],
      ['broken', "{% for message in messages %}{{ message['content'] }{% endfor %}", 'Parser Error: Expected }} (Got })', 'Llama2Chat'],
    ] as const) {
      const path = `${model}.${name}.gguf`;
      await writeFile(path, tinyGguf(1, {}, { 'tokenizer.chat_template': { type: 'string', value: template } }));
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${path}`, '--protocol', 'paper-constrained', '--max-tokens', '12', '--out', out);
      expect(code, stderr).toBe(0);
      const warning = stderr.split('\n').find((line) => line.startsWith('Warning: '));
      expect(warning).toMatch(new RegExp(`^Warning: tiny-1\\.gguf\\.${name}\\.gguf: its chat template cannot be rendered \\(.*`));
      expect(warning).toContain(why);
      expect(warning).toMatch(new RegExp(`\\), so its conversations are written in node-llama-cpp's ${wrapper} format instead, which may differ from the one the model learned\\.$`));
      // Said once, in words: no stack trace.
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(((await records(out)) as EpisodeRecord[]).map((r) => r.status)).toEqual(['finished']);
    }
  });

  it('allocates the GGUF\'s own context and records it with the threads; --ctx and --threads set them', async () => {
    // A reply budget beyond the context ends the game at its first call, with the context in the message.
    const play = async (budget: number, ...options: string[]) => {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${model}`, '--max-tokens', String(budget), '--out', out, ...options);
      expect(code, stderr).toBe(0);
      return ((await records(out)) as EpisodeRecord[])[0]!;
    };
    const own = await play(9000, '--threads', '1');
    expect(own.players[0]!.settings).toMatchObject({ contextSize: DIMENSIONS.context, threads: 1 });
    expect(own.error).toMatch(/need more than the 8,192 tokens of context\.$/);
    const set = await play(5000, '--ctx', '4096', '--threads', '2');
    expect(set.players[0]!.settings).toMatchObject({ contextSize: 4096, threads: 2 });
    expect(set.error).toMatch(/the reply budget \(5,000\) need more than the 4,096 tokens of context\.$/);
    // Never more than the model's own.
    expect((await play(9000, '--ctx', '16384')).players[0]!.settings).toMatchObject({ contextSize: DIMENSIONS.context });
  });

  it('ends an episode that outgrows a small context as "context full", records why, and goes on with the next', async () => {
    const out = await outFile();
    const { code, stdout, stderr } = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${model}`, '--protocol', 'paper-constrained',
      '--max-tokens', '12', '--ctx', '1024', '--threads', '1', '--episodes', '2', '--seed', '3', '--out', out);
    expect(code, stderr).toBe(0);
    expect(stderr).not.toMatch(/server/i);
    expect(stderr).toMatch(/Episode 1 ended with the context full: The prompt \([\d,]+ tokens\) and the reply budget \(12\) need more than the 1,024 tokens of context\./);
    expect(stderr).toMatch(/Episode 2 ended with the context full/);
    expect(stdout).toMatch(/^Episodes: 0\nContext full: 2 episodes, not counted above\n/);
    const written = (await records(out)) as EpisodeRecord[];
    expect(written.map((r) => r.status)).toEqual(['context-full', 'context-full']);
    for (const record of written) {
      expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
      // Some guesses fit before the context filled; the refused call is recorded, with the numbers.
      expect(moves(record).length).toBeGreaterThan(0);
      const last = record.events.at(-1) as ModelCallEvent;
      expect(last).toMatchObject({ type: 'model-call', text: '' });
      expect(last.error).toBe(record.error);
      expect(record.players[0]!.settings).toMatchObject({ contextSize: 1024 });
    }
    // A resumed run counts them as played.
    const again = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${model}`, '--protocol', 'paper-constrained',
      '--max-tokens', '12', '--ctx', '1024', '--threads', '1', '--episodes', '2', '--seed', '3', '--resume', out);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/Context full: 2 episodes/);
    expect((await records(out)).length).toBe(2);
  });

  it('checks --ctx and --threads, and refuses them without a GGUF player', async () => {
    for (const [options, message] of [
      [['--ctx', '100'], '--ctx takes a whole number from 256 to 1,048,576, not "100".'],
      [['--threads', '0'], '--threads takes a whole number from 1 to 1,024, not "0".'],
      [['--ctx', 'lots'], '--ctx takes a whole number from 256 to 1,048,576, not "lots".'],
    ] as const) {
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--player', `llm:gguf:${model}`, ...options);
      expect(code).toBe(2);
      expect(stderr.split('\n')[0]).toBe(message);
    }
    const bots = await cli('run', '--game', 'guess-number', '--player', 'bot:naive', '--ctx', '512', '--threads', '2');
    expect(bots.code).toBe(2);
    expect(bots.stderr.split('\n')[0]).toBe('--ctx and --threads are for a GGUF model this machine runs (llm:gguf:PATH), and no player runs one; a server sets its own.');
  });
});
