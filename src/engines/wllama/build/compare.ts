/**
 * Compares builds of wllama with its stock one in Chromium, through wllama's own JavaScript: on
 * generated GGUFs (Q8_0, Q4_K_M, Q4_0 with a Q6_K output, and Q6_K; 512 wide, 8 layers, as the CPU speed bench's), greedy, each
 * build's reply token for token against the stock build's on one thread, and llama.cpp's own prompt
 * and decode speeds, the builds taking turns in every round. Run by hand (the toolchain is not in CI):
 *
 *   npx tsx src/engines/wllama/build/compare.ts PORT WLLAMA_PACKAGE FOLDER [OTHER_FOLDER:]BUILD[@THREADS]...
 *
 * WLLAMA_PACKAGE is the unpacked npm package whose JavaScript and stock wllama.wasm are used
 * (node_modules/@wllama/wllama); FOLDER is one build.sh wrote, and each BUILD one of its variants,
 * on THREADS threads (default 1). A BUILD may name a folder of its own, as a copy of the builds
 * before a change: the two then run paired in one page. ROUNDS (default 5) sets the rounds, WEIGHTS
 * the models (default all four: q8_0,q4_k_m,q4_0,q6_k). A build made with TIMING=1 (build.sh)
 * prints where its threads' time goes every 60 tokens and in each prompt, which is passed on.
 */
import { basename } from 'node:path';
import type { OwnBuild } from '../builds';
import { median } from '../../../core/stats';
import { buildReplies, drift, ownBuild, parting, WEIGHTS, type BuildRun } from '../../../../test/model/build-replies';
import type { Shape } from '../../../../test/model/tiny-gguf';

const [port, wllamaPackage, folder, ...builds] = process.argv.slice(2);
const BUILD = /^(?:(?<from>[^:]+):)?(?<variant>[\w-]+)(?:@(?<threads>\d+))?$/;
if (!port || !wllamaPackage || !folder || builds.some((build) => !BUILD.test(build))) {
  console.error('Usage: npx tsx src/engines/wllama/build/compare.ts PORT WLLAMA_PACKAGE FOLDER [OTHER_FOLDER:]BUILD[@THREADS]...');
  process.exit(2);
}
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const MODELS = (process.env.WEIGHTS?.split(',') ?? WEIGHTS) as Shape['weights'][];
if (MODELS.some((weights) => !WEIGHTS.includes(weights))) {
  console.error(`WEIGHTS takes the models to run, separated by commas, among ${WEIGHTS.join(', ')}.`);
  process.exit(2);
}
const PREDICT = 64;

const runs = await buildReplies({
  port: Number(port),
  wllamaPackage,
  builds: Object.fromEntries(builds.map((build) => {
    const { from, variant, threads = '1' } = BUILD.exec(build)!.groups!;
    // The page serves a build under its name, a path's part: one of another folder is named by the folder.
    const name = from ? `${basename(from).replace(/[^\w-]/g, '-')}-${build.slice(from.length + 1)}` : build;
    return [name, ownBuild(from ?? folder, variant as OwnBuild, Number(threads))];
  })),
  weights: MODELS,
  rounds: ROUNDS,
  predict: PREDICT,
  onPageError: (text) => console.error(`page error: ${text}`),
  onConsole: (text) => {
    if (text.startsWith('thread timing:')) console.log(text);
  },
});
for (const [weights, engines] of runs) {
  const stock = engines[0]!;
  console.log(`\n${weights}: ${stock.replies[0]!.timings.prompt_n} prompt tokens, ${PREDICT} decoded, ${ROUNDS} rounds; median speed, median of the rounds' ratios to stock`);
  for (const { name, loadMs, replies } of engines as BuildRun[]) {
    const ratio = (pick: (t: BuildRun['replies'][number]['timings']) => number) => median(replies.map((reply, round) => pick(reply.timings) / pick(stock.replies[round]!.timings)));
    // Every round's reply is the same greedy one: the first round's tells.
    const parted = parting(stock.replies[0]!, replies[0]!);
    const tokens = parted
      ? `parts from stock at token ${parted.at + 1} of ${PREDICT}, where stock's two likeliest were ${parted.margin.toExponential(1)} apart (log-probabilities within ${drift(stock.replies[0]!, replies[0]!, parted.at).toExponential(1)} before${parted.swapDrift === null ? '' : `, ${parted.swapDrift.toExponential(1)} there`})`
      : `same tokens as stock (log-probabilities within ${drift(stock.replies[0]!, replies[0]!).toExponential(1)})`;
    console.log(
      [
        name.padEnd(22),
        `load ${Math.round(loadMs)} ms`,
        `prompt ${median(replies.map((r) => r.timings.prompt_per_second)).toFixed(0)} t/s (×${ratio((t) => t.prompt_per_second).toFixed(2)})`,
        `decode ${median(replies.map((r) => r.timings.predicted_per_second)).toFixed(1)} t/s (×${ratio((t) => t.predicted_per_second).toFixed(2)})`,
        tokens,
      ].join('  '),
    );
  }
}
