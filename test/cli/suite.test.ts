import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerWithSolution } from '../game24-server';
import { startScriptedServer, type ChatRequestBody, type Reply } from '../openai-server';
import { validateEpisode } from '../schema';
import { tempFolder } from '../temp';
import { cli, records } from './run-cli';

/** Two scripted models: `solver` answers every Game of 24 prompt with a solution, `mute` with no answer at all. */
function twoModels(request: ChatRequestBody): Reply {
  return request.model === 'mute' ? { text: 'I would rather not say.' } : answerWithSolution(request);
}

const newDir = () => tempFolder('suite');

describe('the suite command', () => {
  it('plays each model by the paper protocol and the constrained one, the bots beside, and writes a report card per model', async () => {
    const server = await startScriptedServer(twoModels);
    try {
      const dir = await newDir();
      const { code, stdout, stderr } = await cli('suite', '--player', 'llm:solver', '--player', 'llm:mute', '--games', 'game24',
        '--episodes', '3', '--base-url', server.baseUrl, '--dir', dir);
      expect(code, stderr).toBe(0);
      expect((await readdir(dir)).sort()).toEqual(['bots', 'mute', 'solver']);
      expect((await readdir(join(dir, 'solver'))).sort()).toEqual(['game24.io.jsonl', 'game24.json.jsonl', 'report-card.html', 'report-card.md']);
      expect((await readdir(join(dir, 'bots'))).sort()).toEqual(['game24.first-solution.jsonl', 'game24.solver.jsonl']);
      const io = await records(join(dir, 'solver', 'game24.io.jsonl'));
      expect(io.map((r) => r.index)).toEqual([0, 1, 2]);
      for (const record of io) expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
      // The same setups for every line: the bots' puzzles are the models'.
      const bots = await records(join(dir, 'bots', 'game24.solver.jsonl'));
      expect(bots.map((r) => r.setup)).toEqual(io.map((r) => r.setup));
      expect(io[0].players[0]).toMatchObject({ kind: 'llm', name: 'solver', settings: { protocol: 'io' } });

      const solver = await readFile(join(dir, 'solver', 'report-card.md'), 'utf8');
      expect(solver).toMatch(/^# Report card: `solver`$/m);
      expect(solver).toMatch(/^\| Game of 24 \(test\): Success rate \| `io` \(paper's protocol\) \| 100\.0% \(43\.9%–100\.0%\) \| 3 \| 3 \| 0 \| 0\.0% \(0\/3\) \| 0\.0% \(0\/3\) \| 0\.0% \(0\/3\) \|/m);
      expect(solver).toMatch(/^\| {2}\| `json` \(constrained\) \| 100\.0% \(43\.9%–100\.0%\) \| 3 \| 3 \| 0 \|/m);
      expect(solver).toMatch(/^\| {2}\| bot `solver` \| 100\.0% .*\| the best bot \|$/m);
      // Every benchmark has its row, those the suite did not play said to be so.
      expect(solver).toMatch(/^\| Guess Number \(ar-bench\) \| `paper` \(paper's protocol\) \| not played \| 0 \| 0 \|/m);
      // The paper's figure of the line's own method, the standard prompt; not Tree of Thoughts', a search no line plays.
      expect(solver).toContain("GPT-4, Standard input-output prompting: 7.3% (Yao et al. 2023, Table 2; Sel et al. 2023, Table 1); beside the line io (paper's protocol)");
      expect(solver).not.toContain('Tree of Thoughts');
      expect(solver).toContain("Run on `openai`. Each benchmark in its paper's setting");
      const mute = await readFile(join(dir, 'mute', 'report-card.md'), 'utf8');
      // A reply without an answer is the Game of 24's wrong answer: a move, of five words; the bots solved all three.
      expect(mute).toMatch(/^\| Game of 24 \(test\): Success rate \| `io` \(paper's protocol\) \| 0\.0% \(0\.0%–56\.1%\) \| 3 \| 3 \| 0 \| 0\.0% \(0\/3\) \| 0\.0% \(0\/3\) \| 0\.0% \(0\/3\) \| 5\.0 \| [\d.]+ s \| −100\.0 points against bot solver, p = 0\.25 \(McNemar, 3 pairs\) \|$/m);
      expect(stdout).toContain('# Report card: `solver`');
      expect(stdout).toContain('# Report card: `mute`');
      expect(stderr).toMatch(/Suite: 18\/18 episodes/);
      // Said before the first episode, from each model's measured speed.
      expect(stderr.split('\n')[0]).toMatch(/^The suite will take (under a minute|about \d+ minutes?), measured at .+ reading and .+ writing \(solver\); .+ \(mute\)\.$/);

      const html = await readFile(join(dir, 'solver', 'report-card.html'), 'utf8');
      expect(html).toContain('<svg role="img"');
      // Self-contained: nothing is fetched.
      expect(html).not.toMatch(/\b(src|href)=/);
    } finally {
      await server.close();
    }
  });

  it('goes on with a stopped suite, playing only what its files lack, and refuses to write over one', async () => {
    const server = await startScriptedServer(twoModels);
    try {
      const dir = await newDir();
      const args = ['suite', '--player', 'llm:solver', '--games', 'game24', '--episodes', '3', '--base-url', server.baseUrl, '--dir', dir];
      expect((await cli(...args)).code).toBe(0);
      // The card less its times, which differ from one run to the next.
      const card = async () => (await readFile(join(dir, 'solver', 'report-card.md'), 'utf8')).replace(/\| [\d.]+ s \|/g, '|');
      const first = await card();
      // As if stopped after the first episode of the paper's line: the last two are lost.
      const file = join(dir, 'solver', 'game24.io.jsonl');
      const kept = (await readFile(file, 'utf8')).split('\n').slice(0, 1);
      await writeFile(file, `${kept.join('\n')}\n`);
      const again = await cli(...args);
      expect(again.code).toBe(2);
      expect(again.stderr).toContain(`${dir} already holds a suite's runs: go on with it with --resume, or give another --dir.`);

      server.requests.length = 0;
      const resumed = await cli(...args, '--resume');
      expect(resumed.code, resumed.stderr).toBe(0);
      // The speed probe, and the two episodes lost.
      expect(server.requests).toHaveLength(3);
      expect((await records(file)).map((r) => r.index)).toEqual([0, 1, 2]);
      expect(await card()).toBe(first);

      const other = await cli('suite', '--player', 'llm:solver', '--games', 'game24', '--episodes', '3', '--seed', '9', '--base-url', server.baseUrl, '--dir', dir, '--resume');
      expect(other.code).toBe(2);
      expect(other.stderr).toContain('the file\'s run was played with --seed 1: give the options it was started with.');
    } finally {
      await server.close();
    }
  });

  it('plays a line\'s episodes at once with --concurrency', async () => {
    // The first game's request is held until a second arrives: only episodes played together get past it.
    let release: () => void = () => {};
    const second = new Promise<void>((resolve) => (release = resolve));
    let games = 0;
    const server = await startScriptedServer(async (request) => {
      // The speed probe, before the first episode, asks no puzzle.
      const game = /Input: \d/.test(request.messages.at(-1)!.content) ? games++ : -1;
      if (game === 0) await second;
      if (game === 1) release();
      return twoModels(request);
    });
    try {
      const dir = await newDir();
      const { code, stderr } = await cli('suite', '--player', 'llm:solver', '--games', 'game24', '--episodes', '2', '--concurrency', '2', '--base-url', server.baseUrl, '--dir', dir);
      expect(code, stderr).toBe(0);
      expect((await records(join(dir, 'solver', 'game24.io.jsonl'))).map((r) => r.index)).toEqual([0, 1]);
    } finally {
      await server.close();
    }
  });

  it('names what is wrong with its arguments', async () => {
    const bot = await cli('suite', '--player', 'bot:solver');
    expect(bot.code).toBe(2);
    expect(bot.stderr).toContain('--player bot:solver: the suite plays models, written llm:MODEL');
    const game = await cli('suite', '--player', 'llm:m', '--games', 'chess');
    expect(game.code).toBe(2);
    expect(game.stderr).toContain('--games: unknown chess; the games are ');
    const twice = await cli('suite', '--player', 'llm:m', '--player', 'llm:m');
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('The model "m" is named twice.');
  });

  it('refuses a folder it cannot write into, in a sentence, before the first episode, and an empty one', async () => {
    const suite = (dir: string) => cli('suite', '--player', 'llm:m', '--games', 'game24', '--episodes', '1', '--base-url', 'http://127.0.0.1:9/v1', '--dir', dir);
    const empty = await suite('');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^--dir takes the path of a folder for the suite's runs, not an empty one/);
    // A folder of the kernel's, which goes on without end below and takes no new folder: it was searched, then made, for ever.
    const proc = await suite('/proc/self');
    expect(proc.code).toBe(2);
    expect(proc.stderr).toMatch(/^--dir: the folder \/proc\/self\/bots cannot be made: no such file or folder\./);
    const file = join(await newDir(), 'a-file');
    await writeFile(file, 'not a folder');
    const under = await suite(join(file, 'runs'));
    expect(under.code).toBe(2);
    expect(under.stderr).toMatch(/cannot be made: a part of its path is a file, not a folder\./);
    expect(`${empty.stdout}${proc.stdout}${under.stdout}`).toBe('');
  });
});
