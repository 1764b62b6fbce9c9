import { describe, expect, it } from 'vitest';
import { answerWithSolution, thinkAlongSolver } from '../game24-server';
import { startScriptedServer } from '../openai-server';
import { validateEpisode } from '../schema';
import { cli, outFile, records } from './run-cli';

describe('the command-line runner plays the Game of 24', () => {
  it('solves all 100 test puzzles with the solver bot, writing records that validate', async () => {
    const out = await outFile();
    const { code, stdout, stderr } = await cli('run', '--game', 'game24', '--player', 'bot:solver', '--all-setups', '--out', out);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^Episodes: 100$/m);
    expect(stdout).toMatch(/^Success rate: 100\.0% \(95% CI 96\.3%–100\.0%\)$/m);
    const written = await records(out);
    expect(written).toHaveLength(100);
    expect(written.map((r) => r.setup.rank)).toEqual(Array.from({ length: 100 }, (_, i) => 901 + i));
    for (const record of written) expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
  });

  it('seats a model with the AoT prompts, one query per puzzle, its method and costs in the records', async () => {
    const server = await startScriptedServer(answerWithSolution);
    try {
      const out = await outFile();
      const { code, stdout, stderr } = await cli('run', '--game', 'game24', '--player', 'llm:tiny-test', '--base-url', server.baseUrl,
        '--protocol', 'aot', '--episodes', '3', '--seed', '7', '--temperature', '0', '--out', out);
      expect(code, stderr).toBe(0);
      expect(stdout).toMatch(/^Success rate: 100\.0%/m);
      expect(stdout).toMatch(/^Model queries per puzzle: 1\.0000$/m);
      expect(server.requests).toHaveLength(3);
      expect(server.requests[0]!.messages[0]!.content).toContain('Trying another promising first operation:');
      for (const record of await records(out)) {
        expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
        expect(record.players[0]).toMatchObject({ kind: 'llm', settings: { protocol: 'aot', promptVersion: 'game24/aot/1', temperature: 0 } });
        expect(record.metrics).toMatchObject({ solved: true, method: 'aot', modelQueries: 1, promptTokens: expect.any(Number) });
      }
    } finally {
      await server.close();
    }
  });

  it('runs Tree of Thoughts with --protocol tot and its breadth and samples', async () => {
    const server = await startScriptedServer(thinkAlongSolver);
    try {
      const out = await outFile();
      const { code, stdout, stderr } = await cli('run', '--game', 'game24', '--player', 'llm:tiny-test', '--base-url', server.baseUrl,
        '--protocol', 'tot', '--breadth', '1', '--value-samples', '1', '--episodes', '2', '--out', out);
      expect(code, stderr).toBe(0);
      expect(stdout).toMatch(/^Success rate: 100\.0%/m);
      // Four levels of one proposal and one judgement: three steps, then the answer.
      expect(stdout).toMatch(/^Model queries per puzzle: 8\.0000$/m);
      expect(stdout).toMatch(/^Any of the search's final candidates right: 100\.0%/m);
      for (const record of await records(out)) {
        expect(validateEpisode(record), JSON.stringify(validateEpisode.errors)).toBe(true);
        expect(record.players[0].settings).toMatchObject({ protocol: 'tot', breadth: 1, valueSamples: 1 });
      }
    } finally {
      await server.close();
    }
  });

  it.each([
    [['--protocol', 'chain'], /Unknown protocol "chain" for game24: use one of io, cot, aot, json, cot-sc, cot-sc-10, tot, tot-friendly\./],
    [['--protocol', 'tot', '--breadth', '0'], /--breadth takes a whole number from 1 to 1,000,000, not "0"/],
  ])('refuses bad model options with exit code 2: %j', async (options, message) => {
    const { code, stderr } = await cli('run', '--game', 'game24', '--player', 'llm:m', '--base-url', 'http://127.0.0.1:9/v1', ...options);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('lists the prompting methods', async () => {
    const { stdout } = await cli('list');
    expect(stdout).toContain('  protocols: io, cot, aot, json, cot-sc, cot-sc-10, tot, tot-friendly');
  });
});
