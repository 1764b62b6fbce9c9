/**
 * The model matrix (matrix.ts) as tests: every game by every protocol, with a family's stand-in in
 * the main seat, one episode each, ends as the game ends it with no engine failure; held to a grammar
 * or a JSON schema, it finishes with no reply refused and none cut at its limit. On the command
 * line too: one game a family through `fogplay run --player llm:gguf:PATH`. Each family has its
 * own test file (matrix-FAMILY.test.ts), so that the families play on every core at once. The
 * results go to the system's temporary folder (matrixFile), which `npx tsx
 * test/model/matrix-report.ts` prints as a table.
 */
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../src/core/record';
import { loadGguf, type GgufEngine } from '../../src/engines/gguf/engine';
import { cli, outFile, records } from '../cli/run-cli';
import { FAMILIES, matrixFile, writeFamilyGguf, type FamilyId } from './families';
import { caseName, matrixCases, playCase, type Ending, type MatrixFile } from './matrix';
import { MAX_TOKENS, VOTE_TOKENS } from './matrix-settings';

/** Endings an episode may have: the game's own (finished, or forfeited by its rules), or cut or context full where the runner says so. */
const ALLOWED: Ending[] = ['finished', 'forfeited', 'cut', 'context full'];

const SLOW = 600_000;

/** Every case of the matrix for one family, in a test file of its own. */
export async function matrixSuite(id: FamilyId) {
  const family = FAMILIES[id];
  const cases = await matrixCases();
  const results: MatrixFile['results'] = {};
  afterAll(() => writeFile(matrixFile(id), `${JSON.stringify({ maxTokens: MAX_TOKENS, voteTokens: VOTE_TOKENS, results } satisfies MatrixFile, null, 1)}\n`));

  describe(`the ${id} stand-in in every game`, () => {
    let path: string;
    let engine: GgufEngine;

    beforeAll(async () => {
      path = await writeFamilyGguf(family);
      engine = await loadGguf(path, { contextSize: 8192, threads: 1 });
    }, SLOW);
    afterAll(() => engine?.dispose());

    it.each(cases.map((c) => ({ ...c, name: caseName(c) })))('$name', { timeout: SLOW }, async (matrixCase) => {
      const result = await playCase(matrixCase, path, engine);
      const { record, case: _case, ...figures } = result;
      results[matrixCase.name] = figures;
      expect(result.ending, record.error).not.toBe('engine failure');
      expect(ALLOWED).toContain(result.ending);
      expect(record.outcome).not.toBeNull();
      expect(result.modelCalls).toBeGreaterThan(0);
      // Held to a grammar or a JSON schema, a model can lose only by its choices: every reply the
      // grammar allows is a legal move, and its bounds fit the protocol's budget, a summary's too.
      if (result.constrained) {
        expect({ refused: result.refused, cut: result.cut }, JSON.stringify(record.events.filter((e) => e.type === 'invalid'))).toEqual({ refused: 0, cut: 0 });
        expect(result.ending).toBe('finished');
      }
    });

    it('plays from the command line too', { timeout: SLOW }, async () => {
      const out = await outFile();
      const { code, stderr } = await cli('run', '--game', 'guess-number', '--variant', 'ten', '--player', `llm:gguf:${path}`, '--protocol', 'paper-constrained',
        '--max-tokens', '16', '--seed', '2', '--out', out);
      expect(code, stderr).toBe(0);
      const [record] = (await records(out)) as EpisodeRecord[];
      expect(record).toMatchObject({ status: 'finished', players: [{ model: { engine: 'node-llama-cpp' } }] });
      expect(record!.events.filter((e) => e.type === 'invalid')).toEqual([]);
    });
  });
}
