/**
 * Prints the model matrix as a Markdown table, from the results the matrix tests
 * (matrix-FAMILY.test.ts) leave in the system's temporary folder: for each game, seat and protocol, how
 * the episode of each family's stand-in ended (finished, forfeited by the game's rules, cut,
 * context full, or an engine failure), the share of its attempts the game refused, and the tokens
 * it wrote per move. BENCHMARKS.md holds its output.
 *   npx vitest run test/model/matrix-; npx tsx test/model/matrix-report.ts
 */
import { readFile } from 'node:fs/promises';
import { FAMILIES, matrixFile, type FamilyId } from './families';
import type { MatrixFile } from './matrix';

const files = new Map<FamilyId, MatrixFile>();
for (const id of Object.keys(FAMILIES) as FamilyId[]) {
  await readFile(matrixFile(id), 'utf8').then((text) => files.set(id, JSON.parse(text) as MatrixFile), () => undefined);
}
const ids = [...files.keys()];
const results = Object.fromEntries(ids.map((id) => [id, files.get(id)!.results]));
const { maxTokens, voteTokens } = files.get(ids[0]!)!;
const names = [...new Set(ids.flatMap((id) => Object.keys(results[id]!)))];
const percent = (x: number) => `${Math.round(x * 100)}%`;
const cell = (id: FamilyId, name: string) => {
  const r = results[id]![name];
  if (!r) return 'not run';
  return `${r.ending}, ${percent(r.invalidRate)} invalid, ${r.tokensPerMove === null || Number.isNaN(r.tokensPerMove) ? '–' : r.tokensPerMove.toFixed(1)} tok/move`;
};
const tally = ids.map((id) => {
  const counts = new Map<string, number>();
  for (const r of Object.values(results[id]!)) counts.set(r.ending, (counts.get(r.ending) ?? 0) + 1);
  return `${id}: ${[...counts].map(([ending, n]) => `${n} ${ending}`).join(', ')}`;
});
process.stdout.write(
  [
    `| Game (seat) and protocol | ${ids.map((id) => `${id} (${FAMILIES[id].architecture}, ${FAMILIES[id].quantization.toUpperCase()})`).join(' | ')} |`,
    `|---|${ids.map(() => '---').join('|')}|`,
    ...names.map((name) => `| ${name} | ${ids.map((id) => cell(id, name)).join(' | ')} |`),
    '',
    `One episode each, seed 1, temperature 1; a reply held to a grammar or a JSON schema within its protocol's own budget, a free-text reply cut at ${maxTokens} tokens (each of a vote's samples at ${voteTokens}). "cut": forfeited after replies cut at their limit. ${tally.join('; ')}.`,
  ].join('\n') + '\n',
);
